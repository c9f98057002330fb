import Foundation
import Testing
@testable import ArchitectureLintCore

/// The file that keeps each Swift file's scan between runs: what it holds
/// reads back exactly, and a file that is not what the lint wrote is refused
/// whole, never half read.
@Suite struct ParseCacheTests {
    private static let environment = CacheEnvironment(lint: "lint 1", toolchain: "toolchain 1")

    /// Every Swift file of every fixture, scanned.
    private static func fixtureScans() -> [(key: ParseCache.ContentKey, scan: CachedScan)] {
        SourceFileFinder.swiftFiles(in: FixtureTests.fixtures, excluding: []).compactMap { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            let bytes = Array(data)
            var scan = CachedScan(ImportExtractor.scan(bytes: bytes, path: url.lastPathComponent))
            if scan.hasConditionsAfterHeader {
                scan.wholeFileConditionFlags = ImportExtractor.conditionFlags(in: ParsedSwift(bytes, path: url.path))
            }
            return (bytes.withUnsafeBytes { ParseCache.ContentKey($0) }, scan)
        }
    }

    private static func encodedFixtureScans() -> [UInt8] {
        let entries = Dictionary(fixtureScans().map { ($0.key, $0.scan) }) { first, _ in first }
        return ParseCache.encode(entries, environment: environment)
    }

    @Test func everyFixtureFilesScanReadsBackAsItWasWritten() throws {
        let scans = Self.fixtureScans()
        #expect(scans.count > 50)
        #expect(scans.contains { !$0.scan.imports.isEmpty && !$0.scan.suppressions.isEmpty })
        #expect(scans.contains { $0.scan.wholeFileConditionFlags != nil })
        let entries = Dictionary(scans.map { ($0.key, $0.scan) }) { first, _ in first }
        let decoded = try ParseCache.decode(
            ParseCache.encode(entries, environment: Self.environment), environment: Self.environment)
        #expect(decoded == entries)
    }

    @Test func aCacheFileWrittenForAnotherLintOrToolchainIsRefused() {
        let bytes = Self.encodedFixtureScans()
        for other in [
            CacheEnvironment(lint: "lint 2", toolchain: "toolchain 1"),
            CacheEnvironment(lint: "lint 1", toolchain: "toolchain 2"),
        ] {
            #expect(throws: CacheFormatError.self) { try ParseCache.decode(bytes, environment: other) }
        }
    }

    @Test func everyTruncationOfACacheFileIsRefused() {
        let bytes = Self.encodedFixtureScans()
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 2_000)) {
            #expect(throws: CacheFormatError.self) {
                try ParseCache.decode(Array(bytes[..<length]), environment: Self.environment)
            }
        }
    }

    @Test func aCacheFileWithAnyByteChangedIsRefused() {
        let bytes = Self.encodedFixtureScans()
        for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 2_000)) {
            var damaged = bytes
            damaged[index] ^= 0x5a
            #expect(throws: CacheFormatError.self) { try ParseCache.decode(damaged, environment: Self.environment) }
        }
    }

    @Test func garbageIsRefusedWithoutACrash() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 40, 1_000, 100_000] {
            let garbage = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: CacheFormatError.self) { try ParseCache.decode(garbage, environment: Self.environment) }
        }
    }

    /// Past the checksum, the reader still checks every count and tag: a
    /// file that claims more elements than it has bytes, or an unknown
    /// condition, is refused rather than read past its end.
    @Test func aDamagedEntryBehindAValidChecksumIsRefused() {
        var entries = ByteWriter()
        entries.write(1)
        entries.write(10)
        entries.writeFixed(42)
        entries.write(1_000_000)
        let bytes = ParseCache.framed(entries.bytes, environment: Self.environment)
        #expect(throws: CacheFormatError.self) { try ParseCache.decode(bytes, environment: Self.environment) }
    }

    @Test func aConditionNestedDeeperThanTheReaderFollowsIsNotKept() {
        var condition = CompilationCondition.atom(.flag("A"))
        for _ in 0..<CachedScan.maximumConditionDepth { condition = .not(condition) }
        let declaration = ImportDeclaration(
            module: "M", path: ["M"], kind: nil, attributes: [], accessLevel: nil, line: 1, column: 1, endLine: 1,
            endColumn: 9, conditions: [], activeWhen: condition)
        let scan = CachedScan(
            imports: [declaration], suppressions: [], conditionFlags: [], hasConditionsAfterHeader: false)
        #expect(!scan.isCacheable)
    }

    @Test func aSecondRunOverTheSameFilesParsesNone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-parses-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = FixtureTests.fixtures
        let files = SourceFileFinder.swiftFiles(in: root, excluding: [])
        let first = ParseCache(directory: directory, root: root, environment: Self.environment)
        let cold = files.map { first.scan($0, relativeTo: root.path) }
        first.save()
        // Fixtures share some files byte for byte: each content is parsed once.
        let contents = Set(files.compactMap { FileManager.default.contents(atPath: $0.path) })
        #expect(first.parsedFiles == contents.count)
        let second = ParseCache(directory: directory, root: root, environment: Self.environment)
        let warm = files.map { second.scan($0, relativeTo: root.path) }
        #expect(second.parsedFiles == 0)
        #expect(warm.map(\.path) == cold.map(\.path))
        #expect(warm.map(\.imports) == cold.map(\.imports))
        #expect(warm.map(\.suppressions) == cold.map(\.suppressions))
        #expect(warm.map(\.conditionFlags) == cold.map(\.conditionFlags))
        #expect(warm.map(\.hasConditionsAfterHeader) == cold.map(\.hasConditionsAfterHeader))
    }

    /// Two files with the same bytes share one entry, and each is reported
    /// at its own path.
    @Test func filesWithTheSameContentShareAnEntryUnderTheirOwnPaths() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-same-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["A.swift", "B.swift"] {
            try "import Foundation\n".write(
                to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let cache = ParseCache(directory: nil, root: directory, environment: Self.environment)
        let scanned = ["A.swift", "B.swift"].map {
            cache.scan(directory.appendingPathComponent($0), relativeTo: directory.path)
        }
        #expect(cache.parsedFiles == 1)
        #expect(scanned.map(\.path) == ["A.swift", "B.swift"])
        #expect(scanned.map { $0.imports.map(\.module) } == [["Foundation"], ["Foundation"]])
    }
}
