import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// A repository that breaks the port's promises, to show the use case keeps the rules itself.
private struct CarelessQueriesRepository: MovieQueriesRepository {
    let answer: [MovieQuery]
    func save(_ query: MovieQuery) async throws(CatalogError) {}
    func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] { answer }
}

@Suite struct FetchRecentQueriesUseCaseTests {
    @Test func mostRecentComesFirstAndRepeatsMoveToTheFront() async throws {
        let repository = InMemoryMovieQueriesRepository()
        for text in ["alien", "heat", "amelie", "ALIEN "] { try await repository.save(MovieQuery(text)) }
        let recent = try await FetchRecentQueriesInteractor(queries: repository).execute()
        #expect(recent.map(\.text) == ["ALIEN", "amelie", "heat"])
    }

    @Test func neverMoreThanTen() async throws {
        let repository = InMemoryMovieQueriesRepository(capacity: 50)
        for index in 1...15 { try await repository.save(MovieQuery("query \(index)")) }
        let recent = try await FetchRecentQueriesInteractor(queries: repository).execute(limit: 99)
        #expect(recent.count == FetchRecentQueriesInteractor.maximumCount)
        #expect(recent.first?.text == "query 15")
        #expect(recent.last?.text == "query 6")
    }

    @Test func duplicatesAndExtrasFromStorageAreDropped() async throws {
        let answer = try (["a1", "b", "A1", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]).map(MovieQuery.init)
        let recent = try await FetchRecentQueriesInteractor(queries: CarelessQueriesRepository(answer: answer))
            .execute()
        #expect(recent.map(\.text) == ["a1", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
    }

    @Test func aSmallerLimitIsHonoured() async throws {
        let repository = InMemoryMovieQueriesRepository()
        for text in ["a", "b", "c"] { try await repository.save(MovieQuery(text)) }
        #expect(
            try await FetchRecentQueriesInteractor(queries: repository).execute(limit: 2).map(\.text) == ["c", "b"])
    }
}
