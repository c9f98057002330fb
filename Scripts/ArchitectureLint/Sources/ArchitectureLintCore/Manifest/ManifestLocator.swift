import Foundation
import SwiftSyntax

/// Maps facts that `dump-package` reports to their exact nodes in the
/// manifest's syntax tree, so manifest diagnostics point at the right token.
/// The structure itself always comes from SwiftPM; this only places the cursor.
/// Every `#if` branch is searched, since SwiftPM evaluates only one of them.
struct ManifestLocator: Sendable {
    let path: String
    /// The package directory, to resolve `.package(path:)` spellings.
    let packageDirectory: URL
    /// `name:` arguments of target declarations (`.target`, `.testTarget`, …), by name.
    private let targets: [String: SourceLocation]
    /// Each target's dependency entries: the name each denotes and where it is used.
    private let dependencies: [String: [(name: String, location: SourceLocation)]]
    /// `.package(path:)` declarations by standardized absolute path.
    private let localPackages: [String: SourceLocation]
    /// Where `swiftLanguageModes:` / `swiftLanguageVersions:` is.
    private let languageModesLocation: SourceLocation?
    /// Each trait name in a `.when(traits: […])`, with every place it is written.
    private let conditionTraits: [String: [SourceLocation]]
    /// The traits a `.package(path:, traits: […])` asks for, by the package's
    /// standardized absolute path, then by trait name.
    private let requestedTraits: [String: [String: SourceLocation]]
    /// Every place the manifest reads the process environment.
    let environmentReads: [EnvironmentRead]
    /// `architecture:allow` comments in the manifest.
    let suppressions: [Suppression]

    private static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    init(path: String, text: String, packageDirectory: URL) {
        self.path = path
        self.packageDirectory = packageDirectory.standardizedFileURL
        let parsed = ParsedSwift(text, path: path)
        let collector = ManifestCollector(parsed: parsed, path: path, packageDirectory: self.packageDirectory)
        collector.walk(parsed.tree)
        targets = collector.targets
        dependencies = collector.dependencies
        localPackages = collector.localPackages
        languageModesLocation = collector.languageModes
        conditionTraits = collector.conditionTraits
        requestedTraits = collector.requestedTraits
        environmentReads = collector.environmentReads
        suppressions = ImportExtractor.suppressions(in: parsed)
    }

    static func isTargetFactory(_ name: String) -> Bool { targetFactories.contains(name) }

    private var top: SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    /// Where a target is declared (its `name:` argument).
    func target(_ name: String) -> SourceLocation {
        targets[name] ?? top
    }

    /// Where a target lists a dependency (the entry in its `dependencies:`
    /// array, even when the entry is a constant declared elsewhere).
    func dependency(_ dependency: String, of target: String) -> SourceLocation {
        dependencies[target]?.first { $0.name == dependency }?.location ?? self.target(target)
    }

    /// Where a package-level dependency on a local path is declared.
    func packageDependency(path: String) -> SourceLocation {
        localPackages[URL(fileURLWithPath: path).standardizedFileURL.path] ?? top
    }

    /// Every place a `.when(traits: […])` names the trait; empty when none does
    /// in a literal.
    func conditions(naming trait: String) -> [SourceLocation] {
        conditionTraits[trait] ?? []
    }

    /// Where a `.package(path:)` asks for a trait of that package.
    func requestedTrait(_ trait: String, ofPackageAt path: String) -> SourceLocation {
        requestedTraits[URL(fileURLWithPath: path).standardizedFileURL.path]?[trait] ?? packageDependency(path: path)
    }

    /// Where the language modes are declared.
    var languageModes: SourceLocation { languageModesLocation ?? top }
}

/// Collects the nodes ``ManifestLocator`` needs in one walk.
private final class ManifestCollector: SyntaxVisitor {
    let parsed: ParsedSwift
    let path: String
    let packageDirectory: URL
    var targets: [String: SourceLocation] = [:]
    var dependencies: [String: [(name: String, location: SourceLocation)]] = [:]
    var localPackages: [String: SourceLocation] = [:]
    var languageModes: SourceLocation?
    var conditionTraits: [String: [SourceLocation]] = [:]
    var requestedTraits: [String: [String: SourceLocation]] = [:]
    var environmentReads: [EnvironmentRead] = []
    /// Top-level constants (`let x = …`) by name, to resolve dependencies given through them.
    var constants: [String: ExprSyntax] = [:]
    /// The names each constant denotes, once worked out.
    private var constantNames: [String: [String]] = [:]
    /// The constants being worked out, to stop at one that refers back to itself.
    private var resolving: Set<String> = []

    init(parsed: ParsedSwift, path: String, packageDirectory: URL) {
        self.parsed = parsed
        self.path = path
        self.packageDirectory = packageDirectory
        super.init(viewMode: .sourceAccurate)
        let finder = ConstantFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        constants = finder.constants
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let (line, column) = parsed.start(of: node)
        let end = parsed.end(of: node)
        return SourceLocation(path: path, line: line, column: column, endLine: end.line, endColumn: end.column)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.calleeName(node) else { return .visitChildren }
        if ManifestLocator.isTargetFactory(callee),
            let name = node.arguments.first(where: { $0.label?.text == "name" }),
            let value = Self.stringValue(name.expression)
        {
            if targets[value] == nil { targets[value] = location(name) }
            if let list = node.arguments.first(where: { $0.label?.text == "dependencies" }) {
                dependencies[value, default: []] += entries(of: list.expression)
            }
        } else if callee == "package", let argument = node.arguments.first(where: { $0.label?.text == "path" }),
            let value = Self.stringValue(argument.expression)
        {
            let absolute =
                value.hasPrefix("/") ? URL(fileURLWithPath: value) : packageDirectory.appendingPathComponent(value)
            let key = absolute.standardizedFileURL.path
            if localPackages[key] == nil { localPackages[key] = location(node) }
            for (trait, place) in traitNames(in: node) where requestedTraits[key]?[trait] == nil {
                requestedTraits[key, default: [:]][trait] = place
            }
        } else if callee == "when" {
            for (trait, place) in traitNames(in: node) { conditionTraits[trait, default: []].append(place) }
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label?.text, label == "swiftLanguageModes" || label == "swiftLanguageVersions",
            languageModes == nil
        {
            languageModes = location(node)
        }
        return .visitChildren
    }

    /// Names whose use reads the process environment: `ProcessInfo…environment`,
    /// PackageDescription's `Context.environment`, C's `getenv`,
    /// `secure_getenv` and `environ`. Every `#if` branch counts: an inactive
    /// branch is the active one on another machine.
    static let environmentNames: Set<String> = ["environment", "getenv", "secure_getenv", "environ"]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.environmentNames.contains(node.baseName.text) else { return .visitChildren }
        // `ProcessInfo.processInfo.environment` is reported from its start.
        var read = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            read = Syntax(member)
        }
        let expression = read.trimmedDescription.split(whereSeparator: \.isWhitespace).joined()
        environmentReads.append(EnvironmentRead(location: location(read), expression: expression))
        return .visitChildren
    }

    /// The trait names in a call's `traits:` array: `"A"` or `.trait(name: "A", …)`.
    private func traitNames(in call: FunctionCallExprSyntax) -> [(String, SourceLocation)] {
        guard
            let list = call.arguments.first(where: { $0.label?.text == "traits" })?.expression.as(ArrayExprSyntax.self)
        else { return [] }
        return list.elements.compactMap { element in
            let expression = element.expression
            let literal =
                Self.stringValue(expression) != nil
                ? expression
                : expression.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "name" }?.expression
            guard let literal, let name = Self.stringValue(literal) else { return nil }
            return (name, location(literal))
        }
    }

    /// The entries of a `dependencies:` value with where each is written in
    /// the target: an array literal's elements, each operand of `a + b`, and
    /// a constant (holding one dependency or an array) at the place it is used.
    private func entries(of expression: ExprSyntax) -> [(name: String, location: SourceLocation)] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { element in
                denotedNames(element.expression).map { ($0, location(element.expression)) }
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { entries(of: $0) }
        }
        if expression.is(DeclReferenceExprSyntax.self) {
            return denotedNames(expression).map { ($0, location(expression)) }
        }
        return []
    }

    /// The dependency names an entry denotes: `"X"`, `.target(name: "X")`,
    /// `.product(name: "X", …)`, `.byName(name: "X")`, or a constant holding
    /// one or an array of them.
    private func denotedNames(_ expression: ExprSyntax) -> [String] {
        if let value = Self.stringValue(expression) { return [value] }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.arguments.first(where: { $0.label?.text == "name" }),
            let value = Self.stringValue(name.expression)
        {
            return [value]
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return names(ofConstant: reference.baseName.text)
        }
        return []
    }

    /// The names a constant denotes, each once, worked out once per constant.
    /// Constants may refer to constants: walked afresh at every use, `let a =
    /// [b, b, …]`, `let b = [c, c, …]` costs a walk per path, which grows
    /// exponentially with the nesting, and `let a = [a, a, …]` (legal in an
    /// inactive `#if` branch) a walk per path up to any depth limit. A
    /// constant met again while it is being worked out denotes nothing.
    private func names(ofConstant name: String) -> [String] {
        if let known = constantNames[name] { return known }
        guard let value = constants[name], !resolving.contains(name) else { return [] }
        resolving.insert(name)
        defer { resolving.remove(name) }
        let elements = value.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [value]
        var names: [String] = []
        var seen: Set<String> = []
        for element in elements {
            for denoted in denotedNames(element) where seen.insert(denoted).inserted { names.append(denoted) }
        }
        constantNames[name] = names
        return names
    }

    /// `target` for `.target(…)` or `Target.target(…)`; `package` for `.package(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    static func stringValue(_ expression: ExprSyntax) -> String? {
        ManifestSyntax.stringValue(expression)
    }
}

/// Every `let`/`var` with an initializer, in every `#if` branch, by name
/// (the first declaration wins).
private final class ConstantFinder: SyntaxVisitor {
    var constants: [String: ExprSyntax] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value,
            constants[name] == nil
        {
            constants[name] = value
        }
        return .visitChildren
    }
}
