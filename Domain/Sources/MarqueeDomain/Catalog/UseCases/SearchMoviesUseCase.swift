/// Searches movies, and remembers the queries a person committed to.
///
/// A query is remembered only when its search found something. Remembering
/// is a side write: when it fails, the answer is returned all the same,
/// carrying a ``CatalogWarning/queryNotRemembered(_:)``.
public struct SearchMoviesUseCase: Sendable {
    private let movies: any MoviesRepository
    private let queries: any MovieQueriesRepository

    /// Creates the use case over its two ports.
    public init(movies: any MoviesRepository, queries: any MovieQueriesRepository) {
        self.movies = movies
        self.queries = queries
    }

    /// Fetches one page of results for a query, and remembers the query when
    /// `remembering` and the search found something.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page number.
    ///   - remembering: Whether a successful search goes to the recent searches.
    /// - Returns: The page, where it came from, and any warning.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` past the
    ///   last page; a source error otherwise. Nothing is remembered when it throws.
    public func execute(_ query: MovieQuery, page: PageNumber = .first, remembering: Bool = true)
        async throws(CatalogError) -> Sourced<MoviesPage>
    {
        let answer = try await movies.searchMovies(query, page: page)
        guard remembering, answer.totalResults > 0 else { return answer }
        return await remember(query).reduce(answer) { $0.adding($1) }
    }

    /// The answers to a search as they arrive (see
    /// ``MoviesRepository/searchMovieUpdates(_:page:)``): a cached page at
    /// once, then the fresh one. Nothing is remembered: a screen that
    /// searches as a person types calls ``remember(_:)`` when they commit.
    public func updates(_ query: MovieQuery, page: PageNumber = .first) -> CatalogUpdates<MoviesPage> {
        movies.searchMovieUpdates(query, page: page)
    }

    /// Adds `query` to the recent searches.
    ///
    /// - Returns: The warning when it could not be written; empty when it was.
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
