/// Where movies come from: TMDB, the bundled offline catalog, or a test fake.
public protocol MoviesRepository: Sendable {
    /// A page of movies whose titles match a query, best match first.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page number, from 1.
    /// - Returns: The requested page; a page with no movies when nothing matched.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` past the last page,
    ///   or a source error.
    func searchMovies(_ query: MovieQuery, page: Int) async throws(CatalogError) -> MoviesPage

    /// Everything the source knows about one movie.
    ///
    /// - Throws: ``CatalogError/movieNotFound(_:)`` when no movie has this id, or a source error.
    func movieDetails(_ id: MovieID) async throws(CatalogError) -> Movie
}
