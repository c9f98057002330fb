public import MarqueeDomain

/// Everything the movies list shows, as one value: rendered as text lines,
/// as JSON, and by the interactive screen, which sees it change over time
/// (loading, a cached page replaced by a fresh one, an error shown inline).
public struct MoviesListState: Equatable, Sendable {
    /// What is being fetched right now.
    public enum Loading: Equatable, Sendable {
        case none, firstPage, nextPage
    }

    /// Where the movies come from.
    public var source: CatalogSource
    /// The query the results answer; `nil` before any search.
    public var query: MovieQuery?
    /// The movies loaded so far, in result order (pages appended).
    public var movies: [Movie] = []
    /// The last page loaded, 0 before any.
    public var page = 0
    /// How many pages the whole result has.
    public var totalPages = 0
    /// How many movies the whole result has.
    public var totalResults = 0
    /// Where the last page came from; `nil` before one.
    public var provenance: Provenance?
    /// When the last page arrived, by the clock: a cached page's age is
    /// measured from here.
    public var answeredAt: Timestamp?
    /// What is being fetched.
    public var loading: Loading = .none
    /// The last error; cleared by the next page that arrives.
    public var error: CatalogError?
    /// The row picked, for front ends with a selection.
    public var selection: Int?

    /// An empty list over `source`.
    public init(source: CatalogSource) {
        self.source = source
    }

    /// The rows, ready to show.
    public var items: [MoviesListItem] { movies.map(MoviesListItem.init) }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage }
    /// Whether another page can be loaded.
    public var hasMorePages: Bool { page < totalPages }
    /// Whether a search finished and found nothing.
    public var isEmpty: Bool { query != nil && loading == .none && error == nil && movies.isEmpty }
    /// The movie under the selection.
    public var selectedMovie: Movie? { selection.flatMap { movies.indices.contains($0) ? movies[$0] : nil } }
}
