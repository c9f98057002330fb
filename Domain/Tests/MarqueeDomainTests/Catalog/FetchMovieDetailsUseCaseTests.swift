import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct FetchMovieDetailsUseCaseTests {
    @Test func returnsTheMovieWithThatID() async throws {
        let useCase = FetchMovieDetailsInteractor(movies: InMemoryMoviesRepository())
        let answer = try await useCase.execute(MovieFixtures.amelie.id)
        #expect(answer.value == MovieFixtures.amelie)
        #expect(answer.provenance == .live)
    }

    @Test func anUnknownIDIsNotFound() async throws {
        let useCase = FetchMovieDetailsInteractor(movies: InMemoryMoviesRepository())
        let unknown = try MovieID(999_999)
        await #expect(throws: CatalogError.movieNotFound(unknown)) { try await useCase.execute(unknown) }
    }
}
