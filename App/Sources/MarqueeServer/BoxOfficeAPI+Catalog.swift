public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func searchMovies(_ input: Operations.SearchMovies.Input) async throws -> Operations.SearchMovies.Output {
        let page = try limited(input.query.page ?? 1, to: 1...1000, parameter: "page")
        let useCases = try desk()
        let answer = try await catalog { () async throws(CatalogError) in
            try await useCases.search.execute(MovieQuery(input.query.query), page: PageNumber(page), remembering: false)
        }
        return .ok(.init(body: .json(.init(answer))))
    }

    public func search(_ input: Operations.Search.Input) async throws -> Operations.Search.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let page = try limited(request.page ?? 1, to: 1...1000, parameter: "page")
        let useCases = try desk()
        let answer = try await catalog { () async throws(CatalogError) in
            try await useCases.search.execute(MovieQuery(request.query), page: PageNumber(page), remembering: true)
        }
        return .ok(.init(body: .json(.init(answer))))
    }

    public func getMovie(_ input: Operations.GetMovie.Input) async throws -> Operations.GetMovie.Output {
        let useCases = try desk()
        let answer = try await catalog { () async throws(CatalogError) in
            try await useCases.details.execute(MovieID(Int(clamping: input.path.movieID)))
        }
        return .ok(.init(body: .json(.init(movie: .init(answer.value), provenance: .init(answer)))))
    }

    public func listRecentSearches(_ input: Operations.ListRecentSearches.Input) async throws
        -> Operations.ListRecentSearches.Output
    {
        let limit = try limited(
            input.query.limit ?? FetchRecentQueriesInteractor.maximumCount,
            to: 1...FetchRecentQueriesInteractor.maximumCount, parameter: "limit")
        let useCases = try desk()
        let recent = try await catalog { () async throws(CatalogError) in
            try await useCases.recent.execute(limit: limit)
        }
        return .ok(.init(body: .json(.init(queries: recent.map(\.text)))))
    }
}
