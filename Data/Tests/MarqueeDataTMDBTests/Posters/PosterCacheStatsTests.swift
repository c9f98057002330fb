import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct CacheStatsTests {
    private let a = PosterFixtures.path("/a.jpg")
    private let b = PosterFixtures.path("/b.jpg")

    private func bedWithTwoPosters() async throws -> PosterTestBed {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(100), at: "/t/p/w185/a.jpg")
        bed.serve(jpegBytes(30), at: "/t/p/w185/b.jpg")
        _ = try await bed.fetch(a)
        _ = try await bed.fetch(b)
        return bed
    }

    @Test func aCacheNeverWrittenIsEmpty() async throws {
        let bed = try PosterTestBed()
        #expect(try await bed.cache.stats() == .empty)
    }

    @Test func statsCountEntriesBytesAndTheOldestUse() async throws {
        let bed = try await bedWithTwoPosters()
        let stats = try await bed.cache.stats()
        #expect(stats.entries == 2)
        #expect(stats.bytes == 130)
        #expect(stats.oldest == Timestamp(secondsSinceEpoch: 1_800_000_000))  // A's write, the first tick
    }

    @Test func readingThePosterUsedLongestAgoMovesTheOldestOn() async throws {
        let bed = try await bedWithTwoPosters()
        _ = try await bed.fetch(a)
        #expect(try await bed.cache.stats().oldest == Timestamp(secondsSinceEpoch: 1_800_000_001))  // B's write
    }

    @Test func clearRemovesEveryPosterAndSaysWhatWent() async throws {
        let bed = try await bedWithTwoPosters()
        let removed = try await bed.cache.clear()

        #expect(removed.entries == 2)
        #expect(removed.bytes == 130)
        #expect(try await bed.cache.stats() == .empty)
        _ = try await bed.fetch(a)
        #expect(bed.server.requests(to: "/t/p/w185/a.jpg").count == 2)
    }

    @Test func clearLeavesFilesThatAreNotPostersAlone() async throws {
        let bed = try await bedWithTwoPosters()
        try Data("mine".utf8).write(to: bed.cacheFile("notes.txt"))
        try await bed.cache.clear()
        #expect(bed.cachedNames == ["notes.txt"])
    }

    @Test func clearingACacheNeverWrittenRemovesNothing() async throws {
        let bed = try PosterTestBed()
        #expect(try await bed.cache.clear() == .empty)
    }
}
