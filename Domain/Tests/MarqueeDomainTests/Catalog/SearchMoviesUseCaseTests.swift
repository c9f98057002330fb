import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct SearchMoviesUseCaseTests {
    let movies = InMemoryMoviesRepository()
    let queries = InMemoryMovieQueriesRepository()
    var useCase: any SearchMoviesUseCase { SearchMoviesInteractor(movies: movies, queries: queries) }

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

    @Test func aSearchThatMatchesNothingIsNotRemembered() async throws {
        let page = try await useCase.execute(MovieQuery("zzzz"))
        #expect(page.isEmpty)
        #expect(await queries.stored.isEmpty)
    }

    @Test func aSearchNotRememberingLeavesTheRecentSearchesAlone() async throws {
        let page = try await useCase.execute(MovieQuery("alien"), page: .first, remembering: false)
        #expect(!page.isEmpty)
        #expect(await queries.stored.isEmpty)
    }

    @Test func rememberAddsACommittedQuery() async throws {
        #expect(await useCase.remember(try MovieQuery("alien")).isEmpty)
        #expect(await queries.stored == [try MovieQuery("alien")])
    }

    @Test func aPageNumberBelowOneCannotBeBuilt() throws {
        #expect(throws: CatalogError.invalidPage(requested: 0, lastPage: 1)) { try PageNumber(0) }
        #expect(throws: CatalogError.invalidPage(requested: -3, lastPage: 1)) { try PageNumber(-3) }
        #expect(try PageNumber(2).next == (try PageNumber(3)))
    }

    @Test func updatesDeliverTheCachedCopyThenTheLiveAnswerAndRememberNothing() async throws {
        let cachedAt = Timestamp(secondsSinceEpoch: 1_000)
        await movies.deliverCachedCopies(takenAt: cachedAt)
        var provenances: [Provenance] = []
        for await answer in useCase.updates(try MovieQuery("alien")) {
            let page = try answer.get()
            #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
            provenances.append(page.provenance)
        }
        #expect(provenances == [.cached(at: cachedAt), .live])
        #expect(await queries.stored.isEmpty)
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

    @Test func aQueryThatCannotBeRememberedKeepsTheAnswerWithAWarning() async throws {
        await queries.failNextCall(with: .storageFailed(.diskFull))
        let page = try await useCase.execute(MovieQuery("alien"))
        #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
        #expect(page.warnings == [.queryNotRemembered(.diskFull)])
    }

    @Test func rememberReportsAStorageFailureAsAWarning() async throws {
        await queries.failNextCall(with: .storageFailed(.busy))
        #expect(await useCase.remember(try MovieQuery("alien")) == [.queryNotRemembered(.busy)])
    }

    /// A source with a cache answers twice (the cached page, then the fresh
    /// one); the search is one search all the same. The stream remembers
    /// nothing, the screen remembers once when the person commits, and
    /// `execute` remembers once whatever the source delivered.
    @Test func aCachedThenFreshSearchRemembersTheQueryOnce() async throws {
        await movies.deliverCachedCopies(takenAt: Timestamp(secondsSinceEpoch: 1_000))
        let query = try MovieQuery("alien")
        var answers = 0
        for await answer in useCase.updates(query) {
            _ = try answer.get()
            answers += 1
        }
        #expect(answers == 2)
        #expect(await queries.saves.isEmpty)

        #expect(await useCase.remember(query).isEmpty)
        #expect(await queries.saves == [query])

        _ = try await useCase.execute(query)
        #expect(await queries.saves == [query, query])
    }

    @Test func executeRemembersOnceOrNotAtAll() async throws {
        _ = try await useCase.execute(MovieQuery("alien"))
        #expect(await queries.saves.count == 1)
        _ = try await useCase.execute(MovieQuery("alien"), page: .first, remembering: false)
        #expect(await queries.saves.count == 1)
    }

    @Test(arguments: [
        CatalogError.offline, .unauthorized, .rateLimited, .sourceFailed(status: 500, message: nil), .sourceNotFound,
        .redirectedElsewhere, .unreadableData(.tmdb, .notJSON),
    ])
    func everySourceErrorPassesThroughAndNothingIsRemembered(error: CatalogError) async throws {
        await movies.failNextCall(with: error)
        await #expect(throws: error) { try await useCase.execute(MovieQuery("alien")) }
        #expect(await queries.saves.isEmpty)
    }

    @Test func aSearchFindingOneFilmIsRemembered() async throws {
        let page = try await useCase.execute(MovieQuery("amélie"))
        #expect(page.totalResults == 1)
        #expect(await queries.saves.map(\.text) == ["amélie"])
    }

    @Test func anErrorThatIsNotAStorageFailureStillWarnsThatTheQueryWasNotRemembered() async throws {
        await queries.failNextCall(with: .offline)
        let warnings = await useCase.remember(try MovieQuery("alien"))
        #expect(warnings == [.queryNotRemembered(StorageFailure(.refused(code: "save"), place: .unknown))])
        #expect(await queries.stored.isEmpty)
    }
}
