/// Shows what the catalog's caches hold and empties them.
public struct ManageCachesUseCase: Sendable {
    /// What the caches held, and when that was read (ages are measured from it).
    public struct Report: Equatable, Sendable {
        /// Each cache's usage.
        public let caches: [CacheUsage]
        /// When the report was made.
        public let at: Timestamp

        /// Creates a report.
        public init(caches: [CacheUsage], at: Timestamp) {
            self.caches = caches
            self.at = at
        }
    }

    private let caches: any CatalogCaches
    private let clock: any TimeSource

    /// Creates the use case over the caches port and the one clock.
    public init(caches: any CatalogCaches, clock: any TimeSource) {
        self.caches = caches
        self.clock = clock
    }

    /// What each cache holds now.
    ///
    /// - Throws: ``CatalogError/storageFailed(_:)`` when a cache cannot be read.
    public func usage() async throws(CatalogError) -> Report {
        let usage = try await caches.usage()
        return Report(caches: usage, at: await clock.now())
    }

    /// Empties every cache; recent searches are kept.
    ///
    /// - Returns: What each held before.
    /// - Throws: ``CatalogError/storageFailed(_:)`` when a cache cannot be emptied.
    public func clear() async throws(CatalogError) -> Report {
        let cleared = try await caches.clear()
        return Report(caches: cleared, at: await clock.now())
    }
}
