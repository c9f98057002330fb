import MarqueeAPI
public import MarqueeDomain

/// The catalog of the box office service (TMDB behind its cache, or its
/// offline catalog), for a desk that runs with `--server`: the desk needs no
/// TMDB key of its own. Where each answer came from travels with it.
public struct HTTPMoviesRepository: MoviesRepository {
    private let service: ServiceClient

    /// Creates the repository over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        let answer: Components.Schemas.MoviesPage
        do {
            answer = try await service.client.searchMovies(query: .init(query: query.text, page: page.value)).ok.body
                .json
        } catch {
            throw RemoteFailure.catalog(error)
        }
        var movies: [Movie] = []
        for movie in answer.movies { movies.append(try movie.toDomain()) }
        let value = try MoviesPage(
            page: answer.page, totalPages: answer.totalPages, totalResults: answer.totalResults, movies: movies)
        return sourced(value, answer.provenance)
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        let answer: Components.Schemas.MovieDetails
        do {
            answer = try await service.client.getMovie(path: .init(movieID: Int64(id.rawValue))).ok.body.json
        } catch {
            throw RemoteFailure.catalog(error)
        }
        return sourced(try answer.movie.toDomain(), answer.provenance)
    }

    private func sourced<Value>(_ value: Value, _ provenance: Components.Schemas.Provenance) -> Sourced<Value> {
        let cachedAt = provenance.cachedAt.flatMap(Timestamp.init)
        let origin: Provenance =
            switch (provenance.kind, cachedAt) {
            case let (.cached, at?): .cached(at: at)
            case let (.stale, at?): .stale(at: at, reason: .offline)
            default: .live
            }
        var warnings: [CatalogWarning] = []
        if let skipped = provenance.resultsSkipped, skipped > 0 { warnings.append(.resultsSkipped(count: skipped)) }
        return Sourced(
            value, provenance: origin, answeredAt: provenance.answeredAt.flatMap(Timestamp.init), warnings: warnings)
    }
}

/// This desk's recent searches, kept by the box office service: every desk
/// sees its own, whichever machine it runs on.
public struct HTTPMovieQueriesRepository: MovieQueriesRepository {
    private let service: ServiceClient

    /// Creates the repository over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func save(_ query: MovieQuery) async throws(CatalogError) {
        do {
            _ = try await service.client.rememberSearch(body: .json(.init(query: query.text))).noContent
        } catch {
            throw .storageFailed(RemoteFailure.storage(error))
        }
    }

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let answer: [String]
        do {
            answer = try await service.client.listRecentSearches(query: .init(limit: min(max(0, limit), 100))).ok.body
                .json.queries
        } catch {
            throw .storageFailed(RemoteFailure.storage(error))
        }
        return answer.compactMap { try? MovieQuery($0) }
    }
}
