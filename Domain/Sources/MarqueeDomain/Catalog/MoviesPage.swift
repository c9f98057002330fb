/// One page of search results, numbered from 1.
public struct MoviesPage: Hashable, Sendable {
    /// This page's number, from 1.
    public let page: Int
    /// How many pages the whole result has; 0 when nothing matched.
    public let totalPages: Int
    /// How many movies the whole result has, across pages.
    public let totalResults: Int
    /// The movies on this page, best match first.
    public let movies: [Movie]

    /// Creates a page.
    ///
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` when `page` is below 1,
    ///   or past `totalPages` while there are results.
    public init(page: Int, totalPages: Int, totalResults: Int, movies: [Movie]) throws(CatalogError) {
        guard page >= 1, totalPages >= 0, page <= max(totalPages, 1) else {
            throw .invalidPage(requested: page, lastPage: max(totalPages, 1))
        }
        self.page = page
        self.totalPages = totalPages
        self.totalResults = max(totalResults, movies.count)
        self.movies = movies
    }

    /// Whether a page follows this one.
    public var hasNextPage: Bool { page < totalPages }

    /// The number of the page after this one, or `nil` on the last page.
    public var nextPage: Int? { hasNextPage ? page + 1 : nil }

    /// Whether the search matched nothing at all.
    public var isEmpty: Bool { movies.isEmpty && totalResults == 0 }
}
