/// What one of the catalog's caches holds.
public struct CacheUsage: Equatable, Sendable {
    /// Which cache.
    public enum Kind: Equatable, Sendable {
        /// The source's answers (search pages and movie details).
        case responses
        /// Poster images.
        case posters
    }

    /// Which cache this is.
    public let kind: Kind
    /// Where it lives: a file or a directory.
    public let location: String
    /// How many entries it holds.
    public let entries: Int
    /// Their approximate size in bytes.
    public let bytes: Int
    /// When the oldest entry was cached (or last used, for posters); `nil` when empty.
    public let oldest: Timestamp?

    /// Creates a usage summary.
    public init(kind: Kind, location: String, entries: Int, bytes: Int, oldest: Timestamp?) {
        self.kind = kind
        self.location = location
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
    }
}
