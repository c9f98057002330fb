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

    @Test func aPageNumberBelowOneCannotBeBuilt() throws {
        #expect(throws: CatalogError.invalidPage(requested: 0, lastPage: 1)) { try PageNumber(0) }
        #expect(throws: CatalogError.invalidPage(requested: -3, lastPage: 1)) { try PageNumber(-3) }
        #expect(try PageNumber(2).next == (try PageNumber(3)))
    }

    @Test func updatesDeliverTheCachedCopyThenTheLiveAnswerAndRememberTheQueryOnce() async throws {
        let cachedAt = Timestamp(secondsSinceEpoch: 1_000)
        await movies.deliverCachedCopies(takenAt: cachedAt)
        var provenances: [Provenance] = []
        for await answer in useCase.updates(try MovieQuery("alien")) {
            let page = try answer.get()
            #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
            provenances.append(page.provenance)
        }
        #expect(provenances == [.cached(at: cachedAt), .live])
        #expect(await queries.stored == [try MovieQuery("alien")])
    }

    @Test func updatesEndWithTheSourceErrorAndRememberNothingWhenNothingWasFound() async throws {
        await movies.failNextCall(with: .offline)
        var answers: [Result<Sourced<MoviesPage>, CatalogError>] = []
        for await answer in useCase.updates(try MovieQuery("alien")) { answers.append(answer) }
        #expect(answers.count == 1)
        #expect(throws: CatalogError.offline) { try answers.first?.get() }
        #expect(await queries.stored.isEmpty)
    }

    @Test func aPagePastTheLastIsAnErrorAndNotRemembered() async throws {
        await #expect(throws: CatalogError.invalidPage(requested: 9, lastPage: 1)) {
            try await useCase.execute(MovieQuery("alien"), page: PageNumber(9))
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
