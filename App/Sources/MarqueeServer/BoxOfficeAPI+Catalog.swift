#if Service
public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func searchMovies(_ input: Operations.SearchMovies.Input) async throws -> Operations.SearchMovies.Output {
        let answer = try await catalog { () async throws(CatalogError) in
            try await movies.searchMovies(MovieQuery(input.query.query), page: PageNumber(input.query.page ?? 1))
        }
        return .ok(
            .init(
                body: .json(
                    .init(
                        page: answer.value.page, totalPages: answer.value.totalPages,
                        totalResults: answer.value.totalResults, movies: answer.value.movies.map { .init($0) },
                        provenance: provenance(answer)))))
    }

    public func getMovie(_ input: Operations.GetMovie.Input) async throws -> Operations.GetMovie.Output {
        let answer = try await catalog { () async throws(CatalogError) in
            try await movies.movieDetails(MovieID(Int(clamping: input.path.movieID)))
        }
        return .ok(.init(body: .json(.init(movie: .init(answer.value), provenance: provenance(answer)))))
    }

    public func listRecentSearches(_ input: Operations.ListRecentSearches.Input) async throws
        -> Operations.ListRecentSearches.Output
    {
        let desk = try callingDesk()
        let recent = try await catalog { () async throws(CatalogError) in
            try await queries(desk).recentQueries(limit: input.query.limit ?? FetchRecentQueriesUseCase.maximumCount)
        }
        return .ok(.init(body: .json(.init(queries: recent.map(\.text)))))
    }

    public func rememberSearch(_ input: Operations.RememberSearch.Input) async throws
        -> Operations.RememberSearch.Output
    {
        let desk = try callingDesk()
        guard case let .json(body) = input.body else { return .noContent(.init()) }
        try await catalog { () async throws(CatalogError) in try await queries(desk).save(MovieQuery(body.query)) }
        return .noContent(.init())
    }

    /// Where an answer came from, on the wire.
    private func provenance<Value>(_ answer: Sourced<Value>) -> Components.Schemas.Provenance {
        var provenance: Components.Schemas.Provenance
        switch answer.provenance {
        case .live: provenance = .init(kind: .live)
        case let .cached(at): provenance = .init(kind: .cached, cachedAt: at.date)
        case let .stale(at, reason):
            provenance = .init(kind: .stale, cachedAt: at.date, staleBecause: problems.problem(reason).problem._type)
        }
        provenance.answeredAt = answer.answeredAt?.date
        for warning in answer.warnings {
            switch warning {
            case let .resultsSkipped(count): provenance.resultsSkipped = count
            case .answerNotCached: provenance.notCached = true
            case .queryNotRemembered: break
            }
        }
        return provenance
    }
}
#endif
