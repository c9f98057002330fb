import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct TMDBPosterFailureTests {
    private let abc = PosterFixtures.path("/abc.jpg")

    @Test func aMissingImageIsImageNotFoundAndNothingIsCached() async throws {
        let bed = try PosterTestBed()
        bed.server.route("/t/p/w185/abc.jpg", .status(404, body: "<html>Not Found</html>"))
        #expect(await posterError { _ = try await bed.fetch(abc) } == .imageNotFound(abc))
        #expect(bed.cachedNames.isEmpty)
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let bed = try PosterTestBed(refusingConnections: true)
        #expect(await posterError { _ = try await bed.fetch(abc) } == .catalog(.offline))
    }

    @Test func aServerThatNeverAnswersIsOfflineAfterTheTimeout() async throws {
        let bed = try PosterTestBed(timeout: .milliseconds(200))
        bed.server.route("/t/p/w185/abc.jpg", .neverAnswer)
        #expect(await posterError { _ = try await bed.fetch(abc) } == .catalog(.offline))
    }

    @Test func aServerErrorIsTheSourceFailing() async throws {
        let bed = try PosterTestBed()
        bed.server.route("/t/p/w185/abc.jpg", .status(500, body: "boom"))
        #expect(
            await posterError { _ = try await bed.fetch(abc) } == .catalog(.sourceFailed(status: 500, message: nil)))
    }

    @Test func tooManyRequestsIsRateLimited() async throws {
        let bed = try PosterTestBed()
        bed.server.route("/t/p/w185/abc.jpg", .status(429))
        #expect(await posterError { _ = try await bed.fetch(abc) } == .catalog(.rateLimited))
    }

    @Test func aPageThatIsNotAnImageIsRefusedAndNotCached() async throws {
        let bed = try PosterTestBed()
        bed.server.route(
            "/t/p/w185/abc.jpg",
            .respond(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>log in</html>".utf8)))
        let error = await posterError { _ = try await bed.fetch(abc) }
        guard case .catalog(.corruptData) = error else {
            Issue.record("expected corrupt data, got \(String(describing: error))")
            return
        }
        #expect(bed.cachedNames.isEmpty)
    }

    @Test func anEmptyImageIsRefusedAndNotCached() async throws {
        let bed = try PosterTestBed()
        bed.server.route(
            "/t/p/w185/abc.jpg", .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data()))
        let error = await posterError { _ = try await bed.fetch(abc) }
        guard case .catalog(.corruptData) = error else {
            Issue.record("expected corrupt data, got \(String(describing: error))")
            return
        }
        #expect(bed.cachedNames.isEmpty)
    }

    @Test func withoutAnImageSourceEveryPosterIsUnavailable() async {
        let repository = UnavailablePosterImagesRepository()
        #expect(
            await posterError { _ = try await repository.posterImage(at: abc, size: .standard) } == .sourceUnavailable)
    }
}
