import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// The poster images contract, run against the TMDB repository over a real
/// loopback server and cache directory (the fake runs it in Domain's tests).
@Suite struct TMDBPosterImagesContractTests {
    @Test(arguments: PosterImagesRepositoryContract.checks)
    func tmdbPosterImagesRepositoryKeepsTheContract(
        check: MarqueeDomainTesting.ContractCheck<PosterImagesContractSubject>
    ) async throws {
        let bed = try PosterTestBed()
        let known = PosterFixtures.alienPath
        let image = jpegBytes(48)
        bed.server.setFallback { request in
            request.path.hasSuffix(known.rawValue)
                ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data(image)) : nil
        }
        try await check.run(
            against: PosterImagesContractSubject(
                repository: bed.repository, knownPath: known, knownImage: image,
                unknownPath: PosterFixtures.starWarsPath
            ))
    }
}
