import SwiftSyntax

/// Finds `import` declarations and suppression comments in Swift source, by
/// parsing it with SwiftParser: comments, strings, regex literals, attributes
/// and argument labels are told apart exactly as the compiler tells them.
public enum ImportExtractor {
    /// Extracts imports and suppressions from Swift source text.
    public static func scan(_ source: String, path: String) -> ScannedFile {
        scan(ParsedSwift(source, path: path), path: path)
    }

    /// Extracts imports and suppressions from UTF-8 source bytes.
    ///
    /// Only the header of the file that can hold imports is parsed (up to the
    /// last line mentioning `import` or a suppression); when the last import
    /// there is cut short, the whole file is parsed instead.
    public static func scan(bytes: [UInt8], path: String) -> ScannedFile {
        if let header = ParsedSwift.importHeader(of: bytes) {
            let parsed = ParsedSwift(header, path: path)
            let rest = Array(bytes[header.count...])
            let conditionsAfter =
                ParsedSwift.lastOccurrence(of: Array("#if".utf8), in: rest) != nil
                || ParsedSwift.lastOccurrence(of: Array("#elseif".utf8), in: rest) != nil
            let scanned = scan(parsed, path: path, hasConditionsAfterHeader: conditionsAfter)
            if !parsed.lastImportIsCutShort { return scanned }
        }
        return scan(ParsedSwift(bytes, path: path), path: path)
    }

    static func scan(_ parsed: ParsedSwift, path: String, hasConditionsAfterHeader: Bool = false) -> ScannedFile {
        var collector = ImportCollector(parsed: parsed)
        collector.collect(parsed.tree.statements, conditions: [], activeWhen: .literal(true))
        return ScannedFile(
            path: path, imports: collector.imports, suppressions: suppressions(in: parsed),
            conditionFlags: conditionFlags(in: parsed), hasConditionsAfterHeader: hasConditionsAfterHeader)
    }

    /// Every bare name in every `#if` and `#elseif` condition of the tree,
    /// wherever the `#if` is (around imports, members, statements, postfix
    /// expressions).
    static func conditionFlags(in parsed: ParsedSwift) -> [ConditionFlag] {
        guard parsed.mentionsCondition else { return [] }
        let finder = ConditionFlagFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        return finder.names.map { name in
            let start = parsed.start(of: name)
            return ConditionFlag(
                name: name.baseName.text, line: start.line, column: start.column, endColumn: parsed.end(of: name).column
            )
        }
    }

    /// Every `architecture:allow` comment, with the lines of the declaration
    /// (or, in a manifest, the array element or argument) it sits on.
    static func suppressions(in parsed: ParsedSwift) -> [Suppression] {
        guard parsed.mentionsSuppression else { return [] }
        var result: [Suppression] = []
        for token in parsed.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                if let suppression = suppression(piece, at: offset, anchor: token, in: parsed) {
                    result.append(suppression)
                }
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let suppression = suppression(piece, at: offset, anchor: token, in: parsed) {
                    result.append(suppression)
                }
                offset += piece.sourceLength
            }
        }
        return result
    }

    private static func suppression(
        _ piece: TriviaPiece, at offset: AbsolutePosition, anchor: TokenSyntax, in parsed: ParsedSwift
    ) -> Suppression? {
        let text: String
        switch piece {
        case .lineComment(let value), .blockComment(let value), .docLineComment(let value), .docBlockComment(let value):
            text = value
        default:
            return nil
        }
        let body = text.drop { $0 == "/" || $0 == "*" || $0.isWhitespace }
        guard body.hasPrefix(Suppression.marker) else { return nil }
        var trimmed = body.dropFirst(Suppression.marker.count)
        if text.hasPrefix("/*"), trimmed.hasSuffix("*/") { trimmed = trimmed.dropLast(2) }
        let (rule, reason) = parseSuppression(trimmed)
        let (line, column) = parsed.lineAndColumn(offset)
        let target = scope(of: anchor)
        return Suppression(
            rule: rule, reason: reason, line: line, column: column, targetLines: parsed.lines(of: target))
    }

    /// The smallest declaration, statement, argument or array element the
    /// token belongs to: what a suppression written beside it covers.
    private static func scope(of token: TokenSyntax) -> Syntax {
        var node = Syntax(token)
        while let parent = node.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
                || parent.is(ArrayElementSyntax.self) || parent.is(LabeledExprSyntax.self)
            {
                return parent
            }
            node = parent
        }
        return Syntax(token)
    }

    /// Splits ` <rule>: <why>` into its rule and reason (either may be empty).
    static func parseSuppression(_ text: Substring) -> (rule: String, reason: String) {
        let body = text.trimmingWhitespace()
        let rule = body.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let rest = body.dropFirst(rule.count).trimmingWhitespace()
        guard rest.hasPrefix(":") else { return (String(rule), "") }
        return (String(rule), String(rest.dropFirst().trimmingWhitespace()))
    }
}

/// Records every import declaration with its `#if` branches. Imports are
/// only valid at file scope, so only top-level statements and the branches
/// of top-level `#if` blocks are read; bodies are never walked.
private struct ImportCollector {
    let parsed: ParsedSwift
    var imports: [ImportDeclaration] = []

    init(parsed: ParsedSwift) {
        self.parsed = parsed
    }

    mutating func collect(
        _ statements: CodeBlockItemListSyntax, conditions: [String], activeWhen: CompilationCondition
    ) {
        for statement in statements {
            if let node = statement.item.as(ImportDeclSyntax.self) {
                record(node, conditions: conditions, activeWhen: activeWhen)
            } else if let block = statement.item.as(IfConfigDeclSyntax.self) {
                let ifCondition = block.clauses.first?.condition?.trimmedDescription ?? ""
                // A clause is compiled when its own condition holds and none before it did.
                var noneBefore = CompilationCondition.literal(true)
                for clause in block.clauses {
                    var clauseHolds = noneBefore
                    if let expression = clause.condition {
                        var flags: [DeclReferenceExprSyntax] = []
                        let condition = CompilationCondition(expression, flags: &flags)
                        clauseHolds = noneBefore && condition
                        noneBefore = noneBefore && .not(condition)
                    }
                    let condition = clause.condition?.trimmedDescription ?? ""
                    let description: String
                    switch clause.poundKeyword.tokenKind {
                    case .poundIf: description = "#if \(condition)"
                    case .poundElseif: description = "#elseif \(condition) (of #if \(ifCondition))"
                    default: description = "#else (of #if \(ifCondition))"
                    }
                    if case .statements(let nested) = clause.elements {
                        collect(nested, conditions: conditions + [description], activeWhen: activeWhen && clauseHolds)
                    }
                }
            }
        }
    }

    private mutating func record(_ node: ImportDeclSyntax, conditions: [String], activeWhen: CompilationCondition) {
        let path = node.path.map { $0.name.identifier?.name ?? $0.name.text.filter { $0 != "`" } }
        guard let module = path.first, !module.isEmpty, !node.path.hasError else { return }
        let attributes = node.attributes.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
        let (line, column) = parsed.start(of: node)
        let end = parsed.end(of: node)
        imports.append(
            ImportDeclaration(
                module: module, path: path, kind: node.importKindSpecifier?.text, attributes: attributes,
                accessLevel: node.modifiers.first?.name.text, line: line, column: column,
                endLine: end.line, endColumn: end.column, conditions: conditions, activeWhen: activeWhen
            ))
    }
}

/// Collects the bare names of every `#if` and `#elseif` condition.
private final class ConditionFlagFinder: SyntaxVisitor {
    var names: [DeclReferenceExprSyntax] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            _ = CompilationCondition(condition, flags: &names)
        }
        return .visitChildren
    }
}

extension Substring {
    /// The substring without leading and trailing whitespace (any Unicode whitespace).
    func trimmingWhitespace() -> Substring {
        let start = drop { $0.isWhitespace }
        var end = start
        while let last = end.last, last.isWhitespace { end = end.dropLast() }
        return end
    }
}
