public import MarqueeDomain

/// Everything the movies list shows, as one value: rendered as text lines,
/// as JSON, and by the full-screen Movies panel, which sees it change over
/// time (loading, a cached page replaced by a fresh one, an error inline).
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
    /// When the clock was read for the last page: a cached page's age is measured from here.
    public var answeredAt: Timestamp?
    /// What is being fetched.
    public var loading: Loading = .none
    /// The last error; cleared by the next page that arrives.
    public var error: CatalogError?
    /// What was lost on the side of the last answers (not remembered, not cached, results skipped).
    public var warnings: [CatalogWarning] = []
    /// The row picked, for front ends with a selection; a new search's first
    /// page selects its first row, a next page keeps it.
    public var selection: Int?

    /// An empty list over `source`.
    public init(source: CatalogSource) {
        self.source = source
    }

    /// The rows, ready to show.
    public var items: [MoviesListItem] { movies.map(MoviesListItem.init) }
    /// Whether another page can be loaded.
    public var hasMorePages: Bool { page < totalPages }
    /// Whether a search finished and found nothing.
    public var isEmpty: Bool { query != nil && loading == .none && error == nil && movies.isEmpty }
    /// The movie under the selection.
    public var selectedMovie: Movie? { selection.flatMap { movies.indices.contains($0) ? movies[$0] : nil } }

    /// The line above the results: what was searched, where, how much was
    /// found — or that a search runs, found nothing, or failed.
    public func headline(for audience: Audience) -> String {
        if let error, movies.isEmpty { return error.message(for: audience) }
        guard let query = query?.text else {
            return audience.pick(
                "Type a title to search.", "Type a title to search; Enter keeps it in the recent searches.")
        }
        if loading != .none, movies.isEmpty { return "Searching for \"\(query)\"…" }
        let from = " in the \(source.screenName)"
        guard !movies.isEmpty else { return "No movies match \"\(query)\"\(from). Try fewer or different words." }
        let count = totalResults == 1 ? "1 movie matches" : "\(totalResults) movies match"
        return "\(count) \"\(query)\"\(from) — page \(page) of \(totalPages)"
    }

    /// The note on a cached answer: for a stale copy always, for a fresh
    /// cached copy unless `onlyWhenStale`.
    public func cacheNote(onlyWhenStale: Bool) -> String? {
        CachedAnswerNote.line(provenance, answeredAt: answeredAt, onlyWhenStale: onlyWhenStale)
    }
}
