public import MarqueeDomain

/// What the poster cache holds: for `marquee cache stats`.
public struct PosterCacheStats: Hashable, Sendable {
    /// How many posters are cached.
    public let entries: Int
    /// Their total size in bytes.
    public let bytes: Int
    /// When the least recently used poster was last used; `nil` when empty.
    public let oldest: Timestamp?

    /// Creates statistics.
    public init(entries: Int, bytes: Int, oldest: Timestamp?) {
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
    }

    /// An empty cache.
    public static let empty = PosterCacheStats(entries: 0, bytes: 0, oldest: nil)
}
