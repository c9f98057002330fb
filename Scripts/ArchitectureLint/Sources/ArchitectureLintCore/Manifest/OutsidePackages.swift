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
/// Each package's checkout is looked up once a run, however many targets
/// name one of its products, and its products are kept in the cache
/// directory under the version SwiftPM checked out (the revision its
/// `workspace-state.json` records, with the manifest file's size and
/// modification time, in case someone edits the checkout): a later run reads
/// no outside manifest until a dependency moves to another version. A
/// checkout SwiftPM's state does not describe is keyed by its manifest's
/// content instead, read on every run. (Reading these manifests for every
/// target that named a product, and parsing them, was 40 % of a warm run
/// once.)
final class OutsidePackages: Sendable {
    /// A package's checkout: its manifest, and the key its products are kept
    /// under when SwiftPM's state says which version it is.
    private struct Checkout: Sendable {
        let manifest: URL
        let resolvedKey: String?
    }

    private let cacheDirectory: URL?
    /// The workspace root, whose scratch paths are searched after the package's.
    private let root: URL?
    private let environment: CacheEnvironment
    /// Products by key, read or parsed once a run.
    private let products = Mutex<[String: [String: [String]]]>([:])
    /// Each package's checkout from each package directory (nil: none), found once a run.
    private let checkouts = Mutex<[String: Checkout?]>([:])
    /// Each package directory's checkout folders, listed once a run.
    private let checkoutFolders = Mutex<[String: [URL]]>([:])
    /// The names in each checkout folder, listed once a run.
    private let folderNames = Mutex<[String: [String]]>([:])
    /// What SwiftPM checked out under each scratch path, read once a run.
    private let resolved = Mutex<[String: ResolvedCheckouts]>([:])

    /// Creates a reader that keeps what it parsed under `cacheDirectory`
    /// (nil: for this run only), for the lint and toolchain of `environment`,
    /// and also searches the scratch paths of `root`.
    init(cacheDirectory: URL?, root: URL? = nil, environment: CacheEnvironment) {
        self.cacheDirectory = cacheDirectory
        self.root = root?.standardizedFileURL
        self.environment = environment
    }

    /// The targets a product vends, or nil when the package is checked out
    /// nowhere the lint looks or declares no such product.
    func targets(ofProduct product: String, package identity: String, from directory: URL) -> [String]? {
        guard let checkout = checkout(ofPackage: identity, from: directory) else { return nil }
        return libraries(of: checkout)[product]
    }

    /// Whether the package is checked out anywhere the lint looks.
    func isCheckedOut(_ identity: String, from directory: URL) -> Bool {
        checkout(ofPackage: identity, from: directory) != nil
    }

    /// The first checkout of the package holding a manifest: under the
    /// package's own `.build`, then its other `.build*` scratch paths, then
    /// the root's.
    private func checkout(ofPackage identity: String, from directory: URL) -> Checkout? {
        let wanted = identity.lowercased()
        let memo = "\(directory.standardizedFileURL.path)\u{0}\(wanted)"
        if let known = checkouts.withLock({ $0[memo] }) { return known }
        var found: Checkout?
        for folder in folders(for: directory) {
            guard
                let name = names(in: folder).first(where: {
                    $0.lowercased() == wanted || $0.lowercased() == wanted + ".git"
                })
            else { continue }
            let manifest = folder.appendingPathComponent(name).appendingPathComponent("Package.swift")
            guard
                let attributes = try? FileManager.default.attributesOfItem(
                    atPath: manifest.resolvingSymlinksInPath().path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            var resolvedKey: String?
            if let state = resolvedCheckouts(in: folder.deletingLastPathComponent()).states[name] {
                let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
                resolvedKey = FNV1a.hex([
                    Array(environment.key.utf8), Array("resolved".utf8), Array(name.utf8), Array(state.utf8),
                    Array("\(size) \(modified)".utf8),
                ])
            }
            found = Checkout(manifest: manifest, resolvedKey: resolvedKey)
            break
        }
        checkouts.withLock { $0[memo] = found }
        return found
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

    private func names(in folder: URL) -> [String] {
        if let known = folderNames.withLock({ $0[folder.path] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        folderNames.withLock { $0[folder.path] = names }
        return names
    }

    private func resolvedCheckouts(in scratch: URL) -> ResolvedCheckouts {
        if let known = resolved.withLock({ $0[scratch.path] }) { return known }
        let state = ResolvedCheckouts(scratch: scratch)
        resolved.withLock { $0[scratch.path] = state }
        return state
    }

    /// The libraries of a checkout's manifest: from this run's memory, else
    /// the cache directory, else parsed (and then kept in both). Without a
    /// resolved version, the manifest's content is the key.
    private func libraries(of checkout: Checkout) -> [String: [String]] {
        var contents: Data?
        let key: String
        if let resolvedKey = checkout.resolvedKey {
            key = resolvedKey
        } else {
            let data = (try? Data(contentsOf: checkout.manifest)) ?? Data()
            contents = data
            key = FNV1a.hex([Array(environment.key.utf8), Array(data)])
        }
        if let known = products.withLock({ $0[key] }) { return known }
        let cached = cacheDirectory?.appendingPathComponent("outside-products/\(key).json")
        let libraries: [String: [String]]
        if let cached, let data = try? Data(contentsOf: cached),
            let stored = try? JSONDecoder().decode([String: [String]].self, from: data)
        {
            libraries = stored
        } else {
            let text = contents ?? (try? Data(contentsOf: checkout.manifest)) ?? Data()
            libraries = Self.libraries(inManifest: String(decoding: text, as: UTF8.self))
            if let cached, let data = try? JSONEncoder().encode(libraries) {
                try? FileManager.default.createDirectory(
                    at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: cached, options: .atomic)
            }
        }
        products.withLock { $0[key] = libraries }
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
