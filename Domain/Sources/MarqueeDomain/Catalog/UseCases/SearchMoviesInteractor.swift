/// Searches movies over the movies port, and remembers the queries a person
/// committed to in the queries port.
public struct SearchMoviesInteractor: SearchMoviesUseCase {
    private let movies: any MoviesRepository
    private let queries: any MovieQueriesRepository

    /// Creates the use case over its two ports.
    public init(movies: any MoviesRepository, queries: any MovieQueriesRepository) {
        self.movies = movies
        self.queries = queries
    }

    public func execute(_ query: MovieQuery, page: PageNumber, remembering: Bool)
        async throws(CatalogError) -> Sourced<MoviesPage>
    {
        let answer = try await movies.searchMovies(query, page: page)
        guard remembering, answer.totalResults > 0 else { return answer }
        return await remember(query).reduce(answer) { $0.adding($1) }
    }

    /// The answers come from ``MoviesRepository/searchMovieUpdates(_:page:)``.
    public func updates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        movies.searchMovieUpdates(query, page: page)
    }

    public func remember(_ query: MovieQuery) async -> [CatalogWarning] {
        do throws(CatalogError) {
            try await queries.save(query)
            return []
        } catch let .storageFailed(failure) {
            return [.queryNotRemembered(failure)]
        } catch {
            return [.queryNotRemembered(StorageFailure(.refused(code: "save"), place: .unknown))]
        }
    }
}
