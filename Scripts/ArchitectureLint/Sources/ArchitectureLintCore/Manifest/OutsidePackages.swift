import Foundation
import Synchronization
import SwiftSyntax

/// Products of packages outside the workspace, read from their own manifests
/// where SwiftPM checked them out: `<package>/.build/checkouts/<name>`, or
/// under any other scratch path of the package or of the workspace root
/// (`.build-workspace/checkouts/<name>`, where Scripts/test builds every
/// package). Only `.library(name:targets:)` declarations are read, from the
/// syntax tree, so no SwiftPM process starts for them.
///
/// Each manifest is parsed once a run, however many targets name one of its
/// products, and its products are kept in the cache directory by the
/// manifest's content, so a later run parses none. (Parsing the manifests of
/// GRDB, postgres-nio and swift-log was 40 % of a warm run before.)
final class OutsidePackages: Sendable {
    private let cacheDirectory: URL?
    /// The workspace root, whose scratch paths are searched after the package's.
    private let root: URL?
    private let parsed = Mutex<[String: [String: [String]]]>([:])
    /// Each package directory's checkout folders, listed once a run.
    private let checkoutFolders = Mutex<[String: [URL]]>([:])

    /// Creates a reader that keeps what it parsed under `cacheDirectory`
    /// (nil: for this run only) and also searches the scratch paths of `root`.
    init(cacheDirectory: URL?, root: URL? = nil) {
        self.cacheDirectory = cacheDirectory
        self.root = root?.standardizedFileURL
    }

    /// The targets a product vends, or nil when the package is checked out
    /// nowhere the lint looks or declares no such product.
    func targets(ofProduct product: String, package identity: String, from directory: URL) -> [String]? {
        guard let text = manifest(ofPackage: identity, from: directory) else { return nil }
        return libraries(inManifest: text)[product]
    }

    /// Whether the package is checked out anywhere the lint looks.
    func isCheckedOut(_ identity: String, from directory: URL) -> Bool {
        manifest(ofPackage: identity, from: directory) != nil
    }

    /// The manifest of the first checkout of the package: under the package's
    /// own `.build`, then its other `.build*` scratch paths, then the root's.
    private func manifest(ofPackage identity: String, from directory: URL) -> Data? {
        let wanted = identity.lowercased()
        for checkouts in folders(for: directory) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: checkouts.path),
                let name = names.first(where: { $0.lowercased() == wanted || $0.lowercased() == wanted + ".git" }),
                let text = try? Data(
                    contentsOf: checkouts.appendingPathComponent(name).appendingPathComponent("Package.swift"))
            else { continue }
            return text
        }
        return nil
    }

    /// `<dir>/.build/checkouts`, then `<dir>/.build*/checkouts` in name order,
    /// for the package directory and then the workspace root.
    private func folders(for directory: URL) -> [URL] {
        let key = directory.standardizedFileURL.path
        if let known = checkoutFolders.withLock({ $0[key] }) { return known }
        var folders: [URL] = []
        for base in [directory.standardizedFileURL, root].compactMap({ $0 }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
            let scratch = names.filter { $0.hasPrefix(".build") }.sorted {
                ($0 == ".build" ? 0 : 1, $0) < ($1 == ".build" ? 0 : 1, $1)
            }
            for name in scratch {
                let checkouts = base.appendingPathComponent(name).appendingPathComponent("checkouts")
                if !folders.contains(checkouts) { folders.append(checkouts) }
            }
        }
        checkoutFolders.withLock { $0[key] = folders }
        return folders
    }

    /// The libraries of one manifest: from this run's memory, else the cache
    /// directory, else parsed (and then stored in both).
    private func libraries(inManifest contents: Data) -> [String: [String]] {
        let key = FNV1a.hex([Array(contents)])
        if let known = parsed.withLock({ $0[key] }) { return known }
        let cached = cacheDirectory?.appendingPathComponent("outside-products/\(key).json")
        let libraries: [String: [String]]
        if let cached, let data = try? Data(contentsOf: cached),
            let stored = try? JSONDecoder().decode([String: [String]].self, from: data)
        {
            libraries = stored
        } else {
            libraries = Self.libraries(inManifest: String(decoding: contents, as: UTF8.self))
            if let cached, let data = try? JSONEncoder().encode(libraries) {
                try? FileManager.default.createDirectory(
                    at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: cached, options: .atomic)
            }
        }
        parsed.withLock { $0[key] = libraries }
        return libraries
    }

    /// Every `.library(name: "P", …, targets: ["A", …])` in a manifest's text.
    static func libraries(inManifest text: String) -> [String: [String]] {
        let parsed = ParsedSwift(text, path: "Package.swift")
        let finder = LibraryFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        return finder.libraries
    }
}

private final class LibraryFinder: SyntaxVisitor {
    var libraries: [String: [String]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library",
            let name = node.arguments.first(where: { $0.label?.text == "name" }),
            let product = ManifestSyntax.stringValue(name.expression),
            let list = node.arguments.first(where: { $0.label?.text == "targets" })?.expression.as(ArrayExprSyntax.self)
        else { return .visitChildren }
        libraries[product, default: []] += list.elements.compactMap { ManifestSyntax.stringValue($0.expression) }
        return .visitChildren
    }
}

/// Small helpers for reading manifest syntax.
enum ManifestSyntax {
    /// The value of a plain string literal (no interpolation).
    static func stringValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
