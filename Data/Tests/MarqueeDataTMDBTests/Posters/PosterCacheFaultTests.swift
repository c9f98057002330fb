import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct PosterCacheFaultTests {
    private let abc = PosterFixtures.path("/abc.jpg")
    private let bytes = jpegBytes(64)

    private func bed() throws -> PosterTestBed {
        let bed = try PosterTestBed()
        bed.serve(bytes, at: "/t/p/w185/abc.jpg")
        try FileManager.default.createDirectory(at: bed.directory, withIntermediateDirectories: true)
        return bed
    }

    @Test func anEmptyCacheFileIsAMissAndIsReplaced() async throws {
        let bed = try bed()
        try Data().write(to: bed.cacheFile("w185_abc.jpg"))

        let image = try await bed.fetch(abc)

        #expect(image.bytes == bytes)
        #expect(bed.server.requests.count == 1)
        #expect(try Data(contentsOf: bed.cacheFile("w185_abc.jpg")) == Data(bytes))
        #expect(bed.log.lines.contains { $0.contains("poster cache entry replaced") && $0.contains("empty") })
    }

    @Test func aDirectoryInPlaceOfACacheFileIsAMissAndIsReplaced() async throws {
        let bed = try bed()
        let squatter = bed.cacheFile("w185_abc.jpg")
        try FileManager.default.createDirectory(
            at: squatter.appendingPathComponent("inside"), withIntermediateDirectories: true)

        let image = try await bed.fetch(abc)
        _ = try await bed.fetch(abc)

        #expect(image.bytes == bytes)
        #expect(bed.server.requests.count == 1)
        let type = try FileManager.default.attributesOfItem(atPath: squatter.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
    }

    @Test func aSymbolicLinkInPlaceOfACacheFileIsNeverFollowed() async throws {
        let bed = try bed()
        let outside = bed.directory.deletingLastPathComponent().appendingPathComponent("secret.txt")
        try Data("not a poster".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: bed.cacheFile("w185_abc.jpg"), withDestinationURL: outside)

        let image = try await bed.fetch(abc)

        #expect(image.bytes == bytes)
        #expect(try Data(contentsOf: outside) == Data("not a poster".utf8))
    }

    @Test func aCacheThatCannotBeWrittenStillReturnsTheImageAndSaysWhy() async throws {
        let bed = try PosterTestBed()
        bed.serve(bytes, at: "/t/p/w185/abc.jpg")
        // A plain file where the cache directory should be.
        try FileManager.default.createDirectory(
            at: bed.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: bed.directory)

        let image = try await bed.fetch(abc)

        #expect(image.bytes == bytes)
        #expect(bed.log.lines.contains { $0.hasPrefix("warning poster not cached") })
        await #expect(throws: PosterError.self) { try await bed.cache.stats() }
    }

    @Test func aPathThatCannotBeAFileNameIsHashedAndStaysInsideTheCache() async throws {
        let bed = try bed()
        // PosterPath refuses `..` and inner `/`; these pass it but are not plain names.
        let odd = ["/.hidden.jpg", "/%2e%2e%2fescape.jpg", "/a\\b.jpg", "/ñ.jpg", "/a?b#c.jpg"]
        bed.server.setFallback { _ in
            .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data(jpegBytes(8)))
        }
        for raw in odd {
            _ = try await bed.fetch(PosterFixtures.path(raw))
        }

        let names = bed.cachedNames
        #expect(names.count == odd.count)
        #expect(names.allSatisfy { $0.hasPrefix("w185_%") && $0.count == "w185_%".count + 16 })
        let parent = bed.directory.deletingLastPathComponent()
        let escaped = (try FileManager.default.contentsOfDirectory(atPath: parent.path)).filter { $0 != "posters" }
        #expect(escaped.isEmpty)
        // The name is percent-encoded in the request, so `%2e%2e%2f` stays literal.
        #expect(bed.server.requests.map(\.path).contains("/t/p/w185/%252e%252e%252fescape.jpg"))
    }

    @Test func pathTraversalNeverGetsPastThePosterPath() {
        for raw in ["/../etc/passwd", "/../../x.jpg", "/a/../b.jpg", "/..", "//abc.jpg"] {
            #expect(throws: CatalogError.invalidPosterPath(raw)) { try PosterPath(raw) }
        }
    }
}
