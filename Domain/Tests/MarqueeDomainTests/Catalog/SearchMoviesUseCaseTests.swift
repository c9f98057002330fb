import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct SearchMoviesUseCaseTests {
    let movies = InMemoryMoviesRepository()
    let queries = InMemoryMovieQueriesRepository()
    var useCase: SearchMoviesUseCase { SearchMoviesUseCase(movies: movies, queries: queries) }

    @Test func returnsThePageTheRepositoryFound() async throws {
        let page = try await useCase.execute(MovieQuery("alien"))
        #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
    }

    @Test func queryIsRememberedOnlyAfterASuccessfulSearch() async throws {
        await movies.failNextCall(with: .offline)
        await #expect(throws: CatalogError.offline) { try await useCase.execute(MovieQuery("alien")) }
        #expect(await queries.stored.isEmpty)

        _ = try await useCase.execute(MovieQuery("alien"))
        #expect(await queries.stored == [try MovieQuery("alien")])
    }

    @Test func aSearchThatMatchesNothingIsStillRemembered() async throws {
        let page = try await useCase.execute(MovieQuery("zzzz"))
        #expect(page.isEmpty)
        #expect(await queries.stored == [try MovieQuery("zzzz")])
    }

    @Test func pageBelowOneIsRejectedWithoutAskingTheRepository() async throws {
        await #expect(throws: CatalogError.invalidPage(requested: 0, lastPage: 1)) {
            try await useCase.execute(MovieQuery("alien"), page: 0)
        }
        #expect(await movies.searches.isEmpty)
        #expect(await queries.stored.isEmpty)
    }

    @Test func aPagePastTheLastIsAnErrorAndNotRemembered() async throws {
        await #expect(throws: CatalogError.invalidPage(requested: 9, lastPage: 1)) {
            try await useCase.execute(MovieQuery("alien"), page: 9)
        }
        #expect(await queries.stored.isEmpty)
    }

    @Test func aStorageFailureIsReported() async throws {
        await queries.failNextCall(with: .storageFailed("disk full"))
        await #expect(throws: CatalogError.storageFailed("disk full")) {
            try await useCase.execute(MovieQuery("alien"))
        }
    }
}
