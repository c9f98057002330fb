public import MarqueeDomain
public import Observation

/// The recent searches, newest first.
@Observable @MainActor
public final class RecentQueriesViewModel {
    /// The queries' texts, newest first.
    public private(set) var items: [String] = []
    /// Whether the list was loaded and is empty.
    public private(set) var isEmpty = false
    /// The last error, worded for a person.
    public private(set) var errorMessage: String?
    /// The last error itself.
    public private(set) var error: CatalogError?

    private let fetchRecent: FetchRecentQueriesUseCase
    private let onSelect: @MainActor @Sendable (String) -> Void

    /// Creates the view model.
    ///
    /// - Parameter onSelect: Runs a query again when a person picks it.
    public init(fetchRecent: FetchRecentQueriesUseCase, onSelect: @escaping @MainActor @Sendable (String) -> Void = { _ in }) {
        self.fetchRecent = fetchRecent
        self.onSelect = onSelect
    }

    /// Loads the list.
    public func load() async {
        do throws(CatalogError) {
            items = try await fetchRecent.execute().map(\.text)
            isEmpty = items.isEmpty
            error = nil
            errorMessage = nil
        } catch {
            self.error = error
            errorMessage = error.userMessage
        }
    }

    /// Picks the query at `index` to search again.
    public func select(at index: Int) {
        guard items.indices.contains(index) else { return }
        onSelect(items[index])
    }
}
