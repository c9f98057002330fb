/// Where movies come from: TMDB (behind its cache), the bundled offline
/// catalog, or a test fake.
///
/// Every answer carries its ``Provenance``: a source that caches says whether
/// the answer is live, a fresh copy or a stale one.
public protocol MoviesRepository: Sendable {
    /// A page of movies whose titles match a query, best match first.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page number.
    /// - Returns: The requested page (a page with no movies when nothing
    ///   matched) and where it came from.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` past the last page,
    ///   or a source error.
    func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage>

    /// The answers to a search as they arrive: for a source with a cache, the
    /// cached page at once (whatever its age) and then the source's fresh
    /// answer; otherwise the one answer of ``searchMovies(_:page:)``.
    ///
    /// When the source then fails, a stream that already delivered a cached
    /// page ends with that page marked stale rather than with the error; an
    /// error is delivered only when there is nothing to show. Cancelling the
    /// consuming task cancels the request.
    func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage>

    /// Everything the source knows about one movie, and where it came from.
    ///
    /// - Throws: ``CatalogError/movieNotFound(_:)`` when no movie has this id, or a source error.
    func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie>
}

extension MoviesRepository {
    /// The one answer of ``searchMovies(_:page:)``, for sources without a cache.
    public func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        .single { () async throws(CatalogError) in try await searchMovies(query, page: page) }
    }
}
