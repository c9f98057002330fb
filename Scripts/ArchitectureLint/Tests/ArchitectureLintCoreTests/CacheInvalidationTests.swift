import Foundation
import Testing
@testable import ArchitectureLintCore

/// What the lint keeps between runs never answers for something that
/// changed: a Swift file, a manifest, the policy, the toolchain, the lint
/// itself, an outside package's version. Each test first forges what the
/// cache holds, to show that an unchanged run does take its answer from
/// there, then changes one input and shows that the forged answer is gone.
@Suite struct CacheInvalidationTests {
    private static let forgedDiagnostic = "MDomain may not import Forged"
    private static let toolchain = Toolchain.current(cacheDirectory: nil)
    private static let environment = CacheEnvironment(lint: "lint 1", toolchain: toolchain.identity)

    /// A warm `clean` workspace whose cache says Movie.swift imports `Forged`.
    private func forgedWorkspace() throws -> ScratchWorkspace {
        let workspace = try ScratchWorkspace(copying: "clean")
        #expect(try workspace.report().hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
        try workspace.forgeImport(
            of: "Forged", into: "Domain/Sources/MDomain/Movie.swift", environment: Self.environment)
        #expect(try workspace.report().contains(Self.forgedDiagnostic))
        return workspace
    }

    @Test func aChangedSwiftFileIsParsedAgain() throws {
        let workspace = try forgedWorkspace()
        defer { workspace.remove() }
        let path = "Domain/Sources/MDomain/Movie.swift"
        try workspace.write("import Foundation\n" + workspace.read(path), to: path)
        let report = try workspace.report()
        #expect(!report.contains(Self.forgedDiagnostic))
        #expect(report.contains("\(path):1:1: error: MDomain may not import Foundation"))
    }

    @Test func aNewerLintParsesEveryFileAgain() throws {
        let workspace = try forgedWorkspace()
        defer { workspace.remove() }
        #expect(try workspace.report(as: "lint 2").hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
    }

    @Test func anotherToolchainParsesEveryFileAgain() throws {
        let workspace = try forgedWorkspace()
        defer { workspace.remove() }
        let other = Toolchain(
            identity: Self.toolchain.identity + " (another)", cacheDirectory: nil,
            packageTool: Self.toolchain.packageTool)
        #expect(try workspace.report(toolchain: other).hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
    }

    @Test func aChangedPolicyIsReadAgain() throws {
        let workspace = try ScratchWorkspace(copying: "clean")
        defer { workspace.remove() }
        #expect(try workspace.report().hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
        let policy = "Scripts/architecture.json"
        let text = try workspace.read(policy)
        let data = #""mayDependOn": ["domain"], "mayImport": ["Foundation"], "modules": {"MData""#
        #expect(text.contains(data))
        try workspace.write(
            text.replacingOccurrences(
                of: data, with: #""mayDependOn": ["domain"], "mayImport": [], "modules": {"MData""#), to: policy)
        #expect(
            try workspace.report().contains(
                "Data/Sources/MData/MovieDTO.swift:1:1: error: MData may not import Foundation (data → Foundation is not allowed by Scripts/architecture.json) [import-policy]"
            ))
    }

    /// The dump of a manifest is kept by the manifest's content: the dump of
    /// an edited manifest put in place of the original's is what a run of the
    /// original then reports, and editing the manifest dumps it afresh.
    @Test func aChangedManifestIsDumpedAgain() throws {
        let workspace = try ScratchWorkspace(copying: "clean")
        defer { workspace.remove() }
        let manifest = "Data/Package.swift"
        let original = try Data(contentsOf: workspace.url(manifest))
        func dump(of contents: Data) -> URL {
            let key = ManifestLoader.dumpKey(
                contents: contents, fileName: "Package.swift", place: "Data", toolchain: Self.toolchain)
            return workspace.cache.appendingPathComponent("manifests/\(key).json")
        }
        #expect(try workspace.report().hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
        let dependency = #"dependencies: [.product(name: "MDomain", package: "Domain")],"#
        let text = String(decoding: original, as: UTF8.self)
        #expect(text.contains(dependency))
        try workspace.write(text.replacingOccurrences(of: dependency, with: "dependencies: [],"), to: manifest)
        let undeclared = "Data/Sources/MData/MovieDTO.swift:2:1: error: MData imports MDomain, declared nowhere"
        #expect(try workspace.report().contains(undeclared))
        let edited = try Data(contentsOf: dump(of: try Data(contentsOf: workspace.url(manifest))))
        try original.write(to: workspace.url(manifest))
        #expect(try workspace.report().hasSuffix("no violations (8 Swift files, 4 packages checked)\n"))
        try edited.write(to: dump(of: original))
        #expect(try workspace.report().contains(undeclared))
    }

    /// Every kind of damage to the parse cache file leaves the report as a
    /// run without a cache gives it, and that run writes a good file again.
    @Test(arguments: ["garbage", "truncated", "empty", "directory", "flipped"])
    func aDamagedParseCacheIsIgnored(damage: String) throws {
        let workspace = try ScratchWorkspace(copying: "traits-unknown")
        defer { workspace.remove() }
        let expected = try workspace.report(cache: .some(nil))
        #expect(try workspace.report() == expected)
        let file = workspace.parseCacheFile
        let good = try Data(contentsOf: file)
        switch damage {
        case "garbage": try Data((0..<4_096).map { _ in UInt8.random(in: 0...255) }).write(to: file)
        case "truncated": try good.prefix(good.count / 2).write(to: file)
        case "empty": try Data().write(to: file)
        case "flipped":
            var bytes = Array(good)
            bytes[bytes.count / 2] ^= 0x01
            try Data(bytes).write(to: file)
        default:
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        }
        #expect(try workspace.report() == expected)
        if damage != "directory" {
            #expect(try ParseCache.read(file, environment: Self.environment).count > 0)
        }
    }

    /// Garbage in every file of the cache (kept dumps and outside products
    /// too) changes nothing in the report.
    @Test func garbageInEveryCacheFileIsIgnored() throws {
        let workspace = try ScratchWorkspace(copying: "traits-unknown")
        defer { workspace.remove() }
        let expected = try workspace.report(cache: .some(nil))
        #expect(try workspace.report() == expected)
        let files =
            FileManager.default.enumerator(at: workspace.cache, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath && !$0.path.contains("/scratch/") } ?? []
        #expect(files.count >= 4)
        for file in files { try Data("{ not what the lint wrote".utf8).write(to: file) }
        #expect(try workspace.report() == expected)
    }

    /// A cache that cannot be written (its folder is a file, so even root
    /// cannot create it) or that is read-only costs time, not the answer.
    @Test func anUnwritableCacheIsIgnored() throws {
        let workspace = try ScratchWorkspace(copying: "traits-unknown")
        defer { workspace.remove() }
        let expected = try workspace.report(cache: .some(nil))
        let blocker = workspace.folder.appendingPathComponent("blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        #expect(try workspace.report(cache: .some(blocker.appendingPathComponent("cache"))) == expected)
        #expect(try workspace.report() == expected)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.cache.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.cache.path) }
        try workspace.write(
            "// changed\n" + workspace.read("App/Sources/MApp/main.swift"), to: "App/Sources/MApp/main.swift")
        let changed = try workspace.report(cache: .some(nil))
        #expect(try workspace.report() == changed)
    }
}
