/// Searches movies, and remembers the queries a person committed to: the
/// use case's boundary, which every front end calls. ``SearchMoviesInteractor``
/// runs it over the ports; a desk of the box office service sends it to the
/// service, which runs the interactor with its own catalog and remembers the
/// desk's searches.
///
/// A query is remembered only when its search found something. Remembering
/// is a side write: when it fails, the answer is returned all the same,
/// carrying a ``CatalogWarning/queryNotRemembered(_:)``.
public protocol SearchMoviesUseCase: Sendable {
    /// Fetches one page of results for a query, and remembers the query when
    /// `remembering` and the search found something.
    ///
    /// - Returns: The page, where it came from, and any warning.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` past the
    ///   last page; a source error otherwise. Nothing is remembered when it throws.
    func execute(_ query: MovieQuery, page: PageNumber, remembering: Bool) async throws(CatalogError)
        -> Sourced<MoviesPage>

    /// The answers to a search as they arrive: a cached page at once, then
    /// the fresh one. Nothing is remembered: a screen that searches as a
    /// person types calls ``remember(_:)`` when they commit.
    func updates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage>

    /// Adds `query` to the recent searches.
    ///
    /// - Returns: The warning when it could not be written; empty when it was.
    func remember(_ query: MovieQuery) async -> [CatalogWarning]
}

extension SearchMoviesUseCase {
    /// The first page for `query`, remembered when it found something.
    ///
    /// - Throws: as ``execute(_:page:remembering:)``.
    public func execute(_ query: MovieQuery) async throws(CatalogError) -> Sourced<MoviesPage> {
        try await execute(query, page: .first, remembering: true)
    }

    /// Page `page` for `query`, remembered when it found something.
    ///
    /// - Throws: as ``execute(_:page:remembering:)``.
    public func execute(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        try await execute(query, page: page, remembering: true)
    }

    /// The answers to the first page's search as they arrive.
    public func updates(_ query: MovieQuery) -> CatalogUpdates<MoviesPage> {
        updates(query, page: .first)
    }
}
