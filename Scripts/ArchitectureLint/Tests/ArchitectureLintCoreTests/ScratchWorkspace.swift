import Foundation
@testable import ArchitectureLintCore

/// A fixture workspace copied to a temporary folder, with a cache folder of
/// its own, to change files between runs of the lint.
struct ScratchWorkspace {
    let folder: URL
    let root: URL
    let cache: URL

    init(copying fixture: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-scratch-\(UUID().uuidString)")
        root = folder.appendingPathComponent("workspace")
        cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FixtureTests.fixtures.appendingPathComponent(fixture), to: root)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The text report of a run as `lint` (a stand-in for the lint binary's
    /// identity), with this workspace's cache or another.
    func report(as lint: String = "lint 1", toolchain: Toolchain? = nil, cache: URL?? = nil) throws -> String {
        let linter = Linter(
            root: root, cacheDirectory: .some(cache ?? self.cache), lintIdentity: lint, toolchain: toolchain)
        return TextReporter.render(try linter.run())
    }

    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(path), atomically: false, encoding: .utf8)
    }

    /// The parse cache file of this workspace.
    var parseCacheFile: URL {
        cache.appendingPathComponent("parses/\(FNV1a.hex([Array(root.standardizedFileURL.path.utf8)])).bin")
    }

    /// Rewrites the kept scan of the file at `path` (as it is now) to say it
    /// imports `module` as well, under `environment`: a run that reports the
    /// import took the file's scan from the cache.
    func forgeImport(of module: String, into path: String, environment: CacheEnvironment) throws {
        var entries = try ParseCache.read(parseCacheFile, environment: environment)
        let key = try Data(contentsOf: url(path)).withUnsafeBytes { ParseCache.ContentKey($0) }
        guard let scan = entries[key] else { throw ForgeError.noEntry(path) }
        let forged = ImportDeclaration(
            module: module, path: [module], kind: nil, attributes: [], accessLevel: nil, line: 1, column: 1,
            endLine: 1, endColumn: 8 + module.count, conditions: [], activeWhen: .literal(true))
        entries[key] = CachedScan(
            imports: scan.imports + [forged], suppressions: scan.suppressions, conditionFlags: scan.conditionFlags,
            hasConditionsAfterHeader: scan.hasConditionsAfterHeader,
            wholeFileConditionFlags: scan.wholeFileConditionFlags)
        try Data(ParseCache.encode(entries, environment: environment)).write(to: parseCacheFile)
    }

    enum ForgeError: Error {
        case noEntry(String)
    }
}
