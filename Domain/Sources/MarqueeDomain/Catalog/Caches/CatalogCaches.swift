/// What Marquee keeps so it can answer without the network — the source's
/// answers and poster images — to inspect and to empty. Recent searches are
/// not a cache and are never touched here.
public protocol CatalogCaches: Sendable {
    /// What each cache holds.
    ///
    /// - Throws: ``CatalogError/storageFailed(_:)`` when a cache cannot be read.
    func usage() async throws(CatalogError) -> [CacheUsage]

    /// Empties every cache.
    ///
    /// - Returns: What each held before.
    /// - Throws: ``CatalogError/storageFailed(_:)`` when a cache cannot be emptied.
    func clear() async throws(CatalogError) -> [CacheUsage]
}
