public import MarqueeDomain

/// What the response cache holds: for `marquee cache stats`.
public struct ResponseCacheStats: Hashable, Sendable {
    /// How many answers (search pages and movie details) are cached.
    public let entries: Int
    /// Their approximate stored size in bytes (text and numbers, without SQLite's overhead).
    public let bytes: Int
    /// When the oldest answer was cached; `nil` when empty.
    public let oldest: Timestamp?

    /// Creates statistics.
    public init(entries: Int, bytes: Int, oldest: Timestamp?) {
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
    }
}
