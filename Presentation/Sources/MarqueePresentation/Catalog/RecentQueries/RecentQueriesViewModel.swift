public import MarqueeCommandLine
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
}

/// The recent searches, newest first.
@Observable @MainActor
public final class RecentQueriesViewModel {
    /// Everything the list shows.
    public private(set) var state = RecentQueriesState()

    private let recent: any FetchRecentQueriesUseCase

    /// Creates the view model over the Catalog's use cases.
    public init(catalog: CatalogUseCases) {
        recent = catalog.recent
    }

    /// Loads the list; a success clears the last error.
    public func load() async {
        do throws(CatalogError) {
            state.queries = try await recent.execute().map(\.text)
            state.hasLoaded = true
            state.error = nil
        } catch {
            state.error = error
        }
    }

    /// `marquee movies recent`: loads, then renders the state as text or JSON,
    /// or the one-line error.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(state, failure: state.error?.failureText, format: format, text: \.textLines, json: \.json)
    }
}
