public import MarqueeDomain
public import Observation

/// Everything the recent-searches list shows.
public struct RecentQueriesState: Equatable, Sendable {
    /// The queries' texts, newest first.
    public var queries: [String] = []
    /// Whether the list was loaded.
    public var hasLoaded = false
    /// The last error.
    public var error: CatalogError?

    /// An empty state.
    public init() {}

    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage }
}

/// The recent searches, newest first.
@Observable @MainActor
public final class RecentQueriesViewModel {
    /// Everything the list shows.
    public private(set) var state = RecentQueriesState()

    private let fetchRecent: FetchRecentQueriesUseCase
    private let onSelect: @MainActor @Sendable (String) -> Void

    /// Creates the view model.
    ///
    /// - Parameter onSelect: Runs a query again when a person picks it.
    public init(
        fetchRecent: FetchRecentQueriesUseCase, onSelect: @escaping @MainActor @Sendable (String) -> Void = { _ in }
    ) {
        self.fetchRecent = fetchRecent
        self.onSelect = onSelect
    }

    /// The queries' texts, newest first.
    public var items: [String] { state.queries }

    /// Loads the list.
    public func load() async {
        do throws(CatalogError) {
            state.queries = try await fetchRecent.execute().map(\.text)
            state.hasLoaded = true
            state.error = nil
        } catch {
            state.error = error
        }
    }

    /// Picks the query at `index` to search again.
    public func select(at index: Int) {
        guard state.queries.indices.contains(index) else { return }
        onSelect(state.queries[index])
    }

    /// `marquee movies recent`: loads, then renders the state as text or JSON,
    /// or the one-line error.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(
            state, failure: state.error?.failureText, format: format,
            text: RecentQueriesTextScreen.lines, json: RecentQueriesJSON.document
        )
    }
}
