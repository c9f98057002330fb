import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct PosterCacheEvictionTests {
    private let a = PosterFixtures.path("/a.jpg")
    private let b = PosterFixtures.path("/b.jpg")
    private let c = PosterFixtures.path("/c.jpg")

    /// A cache that holds two 100-byte posters but not three.
    private func bedServingABC() throws -> PosterTestBed {
        let bed = try PosterTestBed(capacityBytes: 250)
        for name in ["a", "b", "c"] {
            bed.serve(jpegBytes(100, fill: UInt8(ascii: "a")), at: "/t/p/w185/\(name).jpg")
        }
        return bed
    }

    @Test func writingPastTheCapEvictsTheLeastRecentlyUsed() async throws {
        let bed = try bedServingABC()
        _ = try await bed.fetch(a)
        _ = try await bed.fetch(b)
        _ = try await bed.fetch(c)
        #expect(bed.cachedNames == ["w185_b.jpg", "w185_c.jpg"])
    }

    @Test func readingAPosterMakesItRecentlyUsedSoTheOtherGoes() async throws {
        let bed = try bedServingABC()
        _ = try await bed.fetch(a)
        _ = try await bed.fetch(b)
        _ = try await bed.fetch(a)  // from disk: A is now newer than B
        _ = try await bed.fetch(c)

        #expect(bed.cachedNames == ["w185_a.jpg", "w185_c.jpg"])
        #expect(bed.server.requests(to: "/t/p/w185/a.jpg").count == 1)
    }

    @Test func theTotalStaysWithinTheCap() async throws {
        let bed = try bedServingABC()
        for path in [a, b, c, a, b, c] {
            _ = try await bed.fetch(path)
            #expect(try await bed.cache.stats().bytes <= 250)
        }
    }

    @Test func anImageLargerThanTheWholeCapIsReturnedButNotCached() async throws {
        let bed = try PosterTestBed(capacityBytes: 150)
        bed.serve(jpegBytes(100), at: "/t/p/w185/a.jpg")
        bed.serve(jpegBytes(200), at: "/t/p/w185/big.jpg")
        let big = PosterFixtures.path("/big.jpg")
        _ = try await bed.fetch(a)

        let image = try await bed.fetch(big)
        _ = try await bed.fetch(big)

        #expect(image.byteCount == 200)
        #expect(bed.cachedNames == ["w185_a.jpg"])  // not cached, and nothing evicted for it
        #expect(bed.server.requests(to: "/t/p/w185/big.jpg").count == 2)
    }

    @Test func aZeroCapCachesNothing() async throws {
        let bed = try PosterTestBed(capacityBytes: 0)
        bed.serve(jpegBytes(10), at: "/t/p/w185/a.jpg")
        _ = try await bed.fetch(a)
        #expect(bed.cachedNames.isEmpty)
    }
}
