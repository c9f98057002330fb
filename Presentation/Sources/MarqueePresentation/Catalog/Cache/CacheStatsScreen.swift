public import Foundation

/// What one cache holds, copied out of Data's statistics by the App.
public struct CacheUsage: Equatable, Sendable {
    /// What the cache is called on screen, such as "Responses".
    public let name: String
    /// Where it lives: a file or a directory.
    public let location: String
    /// How many entries it holds.
    public let entries: Int
    /// Their size in bytes.
    public let bytes: Int
    /// The oldest entry's time; `nil` when empty.
    public let oldest: Date?

    /// Creates a usage summary.
    public init(name: String, location: String, entries: Int, bytes: Int, oldest: Date?) {
        self.name = name
        self.location = location
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
    }
}

/// `marquee cache stats` and `marquee cache clear` as text lines and JSON.
public enum CacheStatsScreen {
    /// One line per cache: `Responses  3 entries  12.4 KB  oldest 2 h ago  (/…/marquee.sqlite)`.
    public static func render(_ caches: [CacheUsage], now: Date) -> [String] {
        caches.map { usage in
            let oldest = usage.oldest.map { "oldest \(CacheAge.phrase(since: $0, now: now))" } ?? "empty"
            return "\(TextColumns.fit(usage.name, width: 9))  \(TextColumns.right(count(usage.entries), width: 11))  "
                + "\(TextColumns.right(size(usage.bytes), width: 9))  \(oldest)  (\(usage.location))"
        }
    }

    /// The line `cache clear` prints for what it removed.
    public static func cleared(_ caches: [CacheUsage]) -> String {
        "Cleared " + caches.map { "\($0.name.lowercased()): \(count($0.entries)), \(size($0.bytes))" }.joined(separator: "; ")
            + ". Recent searches are kept."
    }

    /// `1 entry`, `3 entries`.
    static func count(_ entries: Int) -> String { entries == 1 ? "1 entry" : "\(entries) entries" }

    /// `512 B`, `12.4 KB`, `3.1 MB`.
    static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1024: "\(bytes) B"
        case ..<(1024 * 1024): String(format: "%.1f KB", Double(bytes) / 1024)
        default: String(format: "%.1f MB", Double(bytes) / 1_048_576)
        }
    }
}

/// The stable JSON form of `marquee cache stats --json`:
/// `{"responses": {"entries", "bytes", "oldest", "location"}, "posters": {…}}`.
public struct CacheStatsJSON: Encodable, Sendable {
    /// One cache's figures; `oldest` is ISO 8601 in UTC, or `null` when empty.
    public struct Usage: Encodable, Sendable {
        public let entries: Int
        public let bytes: Int
        public let oldest: String?
        public let location: String

        private enum CodingKeys: String, CodingKey { case entries, bytes, oldest, location }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entries, forKey: .entries)
            try container.encode(bytes, forKey: .bytes)
            try container.encode(oldest, forKey: .oldest)
            try container.encode(location, forKey: .location)
        }
    }

    public let responses: Usage
    public let posters: Usage

    /// Creates the JSON form of the two caches.
    public init(responses: CacheUsage, posters: CacheUsage) {
        self.responses = Self.usage(responses)
        self.posters = Self.usage(posters)
    }

    private static func usage(_ usage: CacheUsage) -> Usage {
        Usage(entries: usage.entries, bytes: usage.bytes, oldest: usage.oldest.map(CacheTimestamp.iso), location: usage.location)
    }
}
