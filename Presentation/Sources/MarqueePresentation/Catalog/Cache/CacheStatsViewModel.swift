public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// Everything the caches command shows.
public struct CacheStatsState: Equatable, Sendable {
    /// Each cache's figures.
    public var caches: [CacheUsage] = []
    /// When they were read: ages are measured from here.
    public var readAt = Timestamp.epoch
    /// The last error.
    public var error: CatalogError?

    /// An empty state.
    public init() {}
}

/// The response and poster caches: how much they hold, and emptying them.
@Observable @MainActor
public final class CacheStatsViewModel {
    /// Everything the command shows.
    public private(set) var state = CacheStatsState()

    private let caches: ManageCachesUseCase

    /// Creates the view model over the Catalog's use cases.
    public init(catalog: CatalogUseCases) {
        caches = catalog.caches
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
        return .rendering(state, failure: state.error?.failureText, format: format, text: \.textLines, json: \.json)
    }

    /// `marquee cache clear`.
    public func clearCommand() async -> CommandOutput {
        await clear()
        if let error = state.error { return .failed(error.userMessage, outcome: error.outcome) }
        return .printing([state.clearedLine])
    }

    private func run(_ body: () async throws(CatalogError) -> ManageCachesUseCase.Report) async {
        do throws(CatalogError) {
            let report = try await body()
            state.caches = report.caches
            state.readAt = report.at
            state.error = nil
        } catch {
            state.error = error
        }
    }
}
