import MarqueeAPI
public import MarqueeDomain

// The Catalog's searching use cases for a desk of the box office service:
// the service's catalog (TMDB behind its cache, or its offline catalog), so
// the desk needs no TMDB key of its own, and the desk's recent searches
// kept by the service. Where each answer came from travels with it.

/// Searches the service's catalog (`GET /movies`, or `POST /searches` when
/// the search is to be remembered: one request either way).
public struct RemoteSearchMovies: SearchMoviesUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ query: MovieQuery, page: PageNumber, remembering: Bool) async throws(CatalogError)
        -> Sourced<MoviesPage>
    {
        let answer: Components.Schemas.MoviesPage
        do {
            if remembering {
                answer = try await service.client.search(body: .json(.init(query: query.text, page: page.value))).ok
                    .body.json
            } else {
                answer = try await service.client.searchMovies(query: .init(query: query.text, page: page.value)).ok
                    .body.json
            }
        } catch {
            throw RemoteFailure(address: service.address).catalog(error)
        }
        return try answer.toDomain()
    }

    /// One answer, fresh from the service: the service keeps the cache.
    public func updates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        .single { () async throws(CatalogError) in
            try await execute(query, page: page, remembering: false)
        }
    }

    public func remember(_ query: MovieQuery) async -> [CatalogWarning] {
        // Remembering goes with a search the service runs (`POST /searches`).
        do throws(CatalogError) {
            return try await execute(query, page: .first, remembering: true).warnings.filter {
                if case .queryNotRemembered = $0 { true } else { false }
            }
        } catch let .storageFailed(failure) {
            return [.queryNotRemembered(failure)]
        } catch {
            return [
                .queryNotRemembered(StorageFailure(.refused(code: "search"), place: .service(address: service.address)))
            ]
        }
    }
}

/// One movie from the service's catalog (`GET /movies/{id}`).
public struct RemoteMovieDetails: FetchMovieDetailsUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        let answer = try await service.catalog { client in
            try await client.getMovie(path: .init(movieID: Int64(id.rawValue))).ok.body.json
        }
        return Sourced(
            try answer.movie.toDomain(), provenance: answer.provenance.domainProvenance,
            answeredAt: answer.provenance.answeredAt.flatMap(Timestamp.init), warnings: answer.provenance.warnings)
    }
}

/// This desk's recent searches, kept by the service (`GET /recent-searches`).
public struct RemoteRecentQueries: FetchRecentQueriesUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let clamped = min(max(limit, 1), FetchRecentQueriesInteractor.maximumCount)
        let answer = try await service.catalog { client in
            try await client.listRecentSearches(query: .init(limit: clamped)).ok.body.json.queries
        }
        return answer.compactMap { try? MovieQuery($0) }
    }
}
