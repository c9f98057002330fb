import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// A repository that answers every path, to show the contract notices.
private struct AnswersEverythingPosterImagesRepository: PosterImagesRepository {
    func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage {
        PosterFixtures.jpeg()
    }
}

@Suite struct PosterImagesRepositoryContractTests {
    private static let image = PosterFixtures.jpeg("contract")

    private func subject(_ repository: any PosterImagesRepository) -> PosterImagesContractSubject {
        PosterImagesContractSubject(
            repository: repository, knownPath: PosterFixtures.alienPath,
            knownImage: Self.image.bytes, unknownPath: PosterFixtures.starWarsPath
        )
    }

    @Test(arguments: PosterImagesRepositoryContract.checks)
    func inMemoryPosterImagesRepositoryKeepsTheContract(check: ContractCheck<PosterImagesContractSubject>) async throws
    {
        try await check.run(
            against: subject(InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: Self.image])))
    }

    @Test func theContractCatchesARepositoryThatInventsImages() async throws {
        let notFound = try #require(
            PosterImagesRepositoryContract.checks.first { $0.description.contains("imageNotFound") })
        await #expect(throws: ContractViolation.self) {
            try await notFound.run(against: subject(AnswersEverythingPosterImagesRepository()))
        }
    }
}
