import MarqueeHTTPClient
import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import Testing

/// Issue 13, finding 5: what the image server sends is checked before it is kept.
@Suite struct PosterHardeningTests {
    private let abc = PosterFixtures.path("/abc.jpg")

    @Test func bytesThatAreNotAnImageAreRefusedEvenWhenLabelledJPEG() async throws {
        let bed = try PosterTestBed()
        bed.server.route(
            "/t/p/w185/abc.jpg",
            .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data("<html>log in</html>".utf8))
        )
        let error = await posterError { _ = try await bed.fetch(abc) }
        guard case .catalog(.corruptData(let reason)) = error else {
            Issue.record("expected corrupt data, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("not a JPEG, PNG, WebP or GIF image"))
        #expect(bed.cachedNames.isEmpty)
    }

    @Test(
        arguments: [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00],
            Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8),
            Array("GIF89a..".utf8),
        ] as [[UInt8]])
    func otherImageFormatsAreAccepted(bytes: [UInt8]) async throws {
        let bed = try PosterTestBed()
        bed.serve(bytes, at: "/t/p/w185/abc.jpg")
        let image = try await bed.fetch(abc)
        #expect(image.bytes == bytes)
    }

    @Test func anImageOverTheCapIsReportedAsTooLargeNotAsAnHTTPStatus() async throws {
        let bed = try PosterTestBed()
        bed.serve(jpegBytes(TMDBPosterImagesRepository.maximumResponseBytes + 1), at: "/t/p/w185/abc.jpg")
        let error = await posterError { _ = try await bed.fetch(abc) }
        guard case .catalog(.corruptData(let reason)) = error else {
            Issue.record("expected an image-too-large report, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("larger than 20 MiB"))
        #expect(bed.cachedNames.isEmpty)
    }

    @Test func theImageServerDeadlineIsTenSeconds() throws {
        let config = try TMDBPosterImagesRepository.networkConfig()
        #expect(config.timeout == .seconds(10))
    }
}
