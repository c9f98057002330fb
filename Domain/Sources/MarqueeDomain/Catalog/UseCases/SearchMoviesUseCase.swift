/// Searches movies and remembers the query — but only when the search succeeded.
public struct SearchMoviesUseCase: Sendable {
    private let movies: any MoviesRepository
    private let queries: any MovieQueriesRepository

    /// Creates the use case over its two ports.
    public init(movies: any MoviesRepository, queries: any MovieQueriesRepository) {
        self.movies = movies
        self.queries = queries
    }

    /// Fetches one page of results for a query.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page number, from 1.
    /// - Returns: The page. A search that matched nothing still succeeds and is remembered.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` for a page below 1 or past the
    ///   last one; a source or storage error otherwise. Nothing is remembered when it throws.
    public func execute(_ query: MovieQuery, page: Int = 1) async throws(CatalogError) -> MoviesPage {
        guard page >= 1 else { throw .invalidPage(requested: page, lastPage: 1) }
        let result = try await movies.searchMovies(query, page: page)
        try await queries.save(query)
        return result
    }
}
