import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeHTTPClient
import MarqueeInfrastructureTesting
import Testing

@Suite struct TMDBPosterImagesRepositoryTests {
    private let abc = PosterFixtures.path("/abc.jpg")

    @Test func aFetchAsksTheImageServerAndWritesTheCacheOwnerOnly() async throws {
        let bed = try PosterTestBed()
        let bytes = jpegBytes(64)
        bed.serve(bytes, at: "/t/p/w185/abc.jpg")

        let image = try await bed.fetch(abc, width: 185)

        #expect(image == PosterImage(bytes: bytes, mediaType: "image/jpeg", variant: "w185"))
        #expect(bed.cachedNames == ["w185_abc.jpg"])
        #expect(try Data(contentsOf: bed.cacheFile("w185_abc.jpg")) == Data(bytes))
        let file = try FileManager.default.attributesOfItem(atPath: bed.cacheFile("w185_abc.jpg").path)
        let directory = try FileManager.default.attributesOfItem(atPath: bed.directory.path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func theRequestCarriesNoQueryAndNoCredentials() async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(16), at: "/t/p/w185/abc.jpg")
        _ = try await bed.fetch(abc)
        let request = try #require(bed.server.requests.first)
        #expect(request.method == "GET")
        #expect(request.query == nil)
        #expect(request.header("Authorization") == nil)
    }

    @Test func aSecondFetchIsServedFromDiskWithoutARequest() async throws {
        let bed = try PosterTestBed()
        let bytes = jpegBytes(64)
        bed.serve(bytes, at: "/t/p/w185/abc.jpg")

        let first = try await bed.fetch(abc)
        let second = try await bed.fetch(abc)

        #expect(second == first)
        #expect(bed.server.requests(to: "/t/p/w185/abc.jpg").count == 1)
    }

    @Test func theCacheOutlivesTheRepository() async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(64), at: "/t/p/w185/abc.jpg")
        _ = try await bed.fetch(abc)

        let network = try HTTPClientNetworkService(
            config: TMDBPosterImagesRepository.networkConfig(imageBaseURL: bed.server.baseURL), logger: bed.log.logger()
        )
        let restarted = TMDBPosterImagesRepository(
            network: network, cache: PosterFileCache(directory: bed.directory, clock: SystemTimeSource()),
            logger: bed.log.logger()
        )
        _ = try await restarted.posterImage(at: abc, size: .standard)

        #expect(bed.server.requests.count == 1)
    }

    @Test(arguments: [(185, "w185"), (200, "w342"), (50, "w92"), (781, "original"), (4_000, "original")])
    func theRequestAsksForTheNearestSupportedWidth(width: Int, segment: String) async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(32), at: "/t/p/\(segment)/abc.jpg")
        _ = try await bed.fetch(abc, width: width)
        #expect(bed.server.requests.map(\.path) == ["/t/p/\(segment)/abc.jpg"])
        #expect(bed.cachedNames == ["\(segment)_abc.jpg"])
    }

    @Test func widthsThatMapToTheSameTMDBWidthShareOneCacheEntry() async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(32), at: "/t/p/w342/abc.jpg")
        _ = try await bed.fetch(abc, width: 200)
        _ = try await bed.fetch(abc, width: 342)
        #expect(bed.server.requests.count == 1)
    }

    @Test func theImageBaseURLCanPointAnywhere() async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(32), at: "/t/p/w185/abc.jpg")
        let repository = try TMDBPosterImagesRepository(
            imageBaseURL: bed.server.baseURL, cache: bed.cache, logger: bed.log.logger()
        ) {
            HTTPClientNetworkService(config: $0, logger: bed.log.logger())
        }
        _ = try await repository.posterImage(at: abc, size: .standard)
        #expect(bed.server.requests.count == 1)
    }

    @Test func anImageBaseURLThatIsNotHTTPIsRefusedAtStart() throws {
        let cache = PosterFileCache(directory: FileManager.default.temporaryDirectory, clock: SystemTimeSource())
        #expect(throws: NetworkError.self) {
            _ = try TMDBPosterImagesRepository(imageBaseURL: "file:///etc", cache: cache) {
                HTTPClientNetworkService(config: $0)
            }
        }
    }
}
