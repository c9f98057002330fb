public import MarqueeDomain

/// What one of the local caches holds, for `marquee cache stats`: the
/// response cache (search pages and movie details) or the poster files.
public struct CacheStats: Hashable, Sendable {
    /// How many entries are cached.
    public let entries: Int
    /// Their size in bytes (for answers, approximate: text and numbers,
    /// without SQLite's overhead).
    public let bytes: Int
    /// When the oldest answer was cached, or the least recently used poster
    /// last used; `nil` when empty.
    public let oldest: Timestamp?

    /// Creates statistics.
    public init(entries: Int, bytes: Int, oldest: Timestamp?) {
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
    }

    /// An empty cache.
    public static let empty = CacheStats(entries: 0, bytes: 0, oldest: nil)
}
