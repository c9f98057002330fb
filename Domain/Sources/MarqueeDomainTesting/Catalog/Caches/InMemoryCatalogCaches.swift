public import MarqueeDomain

/// A ``/MarqueeDomain/CatalogCaches`` held in memory, for tests of code that uses the port.
///
/// It reports the usage it was given; clearing returns that usage and leaves
/// every cache empty (no entries, no bytes, no oldest entry) at the same
/// location. Failures can be queued to test error paths.
public actor InMemoryCatalogCaches: CatalogCaches {
    private var caches: [CacheUsage]
    private var pendingFailures: [CatalogError] = []

    /// How many times ``clear()`` emptied the caches.
    public private(set) var clearCount = 0

    /// Creates caches holding `usage`, one value per cache.
    public init(usage: [CacheUsage] = []) {
        caches = usage
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: CatalogError) {
        pendingFailures.append(error)
    }

    /// Replaces what the caches hold, to set up a test.
    public func set(_ usage: [CacheUsage]) {
        caches = usage
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func usage() async throws(CatalogError) -> [CacheUsage] {
        try throwPendingFailure()
        return caches
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func clear() async throws(CatalogError) -> [CacheUsage] {
        try throwPendingFailure()
        let before = caches
        caches = caches.map { CacheUsage(kind: $0.kind, location: $0.location, entries: 0, bytes: 0, oldest: nil) }
        clearCount += 1
        return before
    }

    private func throwPendingFailure() throws(CatalogError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }
}
