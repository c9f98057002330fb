public import MarqueeDomain
public import Observation

/// Everything the caches screen shows.
public struct CacheStatsState: Equatable, Sendable {
    /// Each cache's figures.
    public var caches: [CacheUsage] = []
    /// When they were read, by the clock: ages are measured from here.
    public var readAt = Timestamp.epoch
    /// The last error.
    public var error: CatalogError?

    /// An empty state.
    public init() {}
}

/// The response and poster caches: how much they hold, and emptying them.
@Observable @MainActor
public final class CacheStatsViewModel {
    /// Everything the screen shows.
    public private(set) var state = CacheStatsState()

    private let caches: any CatalogCaches
    private let clock: any TimeSource

    /// Creates the view model over the caches port and the clock.
    public init(caches: any CatalogCaches, clock: any TimeSource) {
        self.caches = caches
        self.clock = clock
    }

    /// Reads what each cache holds.
    public func load() async {
        await run { () async throws(CatalogError) in try await caches.usage() }
    }

    /// Empties the caches, keeping what they held in the state.
    public func clear() async {
        await run { () async throws(CatalogError) in try await caches.clear() }
    }

    /// `marquee cache stats`.
    public func statsCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(
            state, failure: state.error?.failureText, format: format,
            text: CacheStatsTextScreen.lines, json: CacheStatsJSON.document
        )
    }

    /// `marquee cache clear`.
    public func clearCommand() async -> CommandOutput {
        await clear()
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        return .printing([CacheStatsTextScreen.cleared(state)])
    }

    private func run(_ body: () async throws(CatalogError) -> [CacheUsage]) async {
        do throws(CatalogError) {
            state.caches = try await body()
            state.readAt = await clock.now()
            state.error = nil
        } catch {
            state.error = error
        }
    }
}
