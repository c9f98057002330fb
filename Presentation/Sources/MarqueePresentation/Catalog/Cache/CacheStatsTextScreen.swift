import Foundation
import MarqueeDomain

/// `marquee cache stats` and `marquee cache clear` as text lines, from the
/// caches' state.
public enum CacheStatsTextScreen {
    /// One line per cache: `Responses  3 entries  12.4 KB  oldest 2 h ago  (/…/marquee.sqlite)`.
    public static func lines(_ state: CacheStatsState) -> [String] {
        state.caches.map { usage in
            let oldest = usage.oldest.map { "oldest \(CacheAge.phrase(since: $0, now: state.readAt))" } ?? "empty"
            return
                "\(TextColumns.fit(name(usage.kind), width: 9))  \(TextColumns.right(count(usage.entries), width: 11))  "
                + "\(TextColumns.right(size(usage.bytes), width: 9))  \(oldest)  (\(usage.location))"
        }
    }

    /// The line `cache clear` prints for what it removed.
    public static func cleared(_ state: CacheStatsState) -> String {
        "Cleared "
            + state.caches.map { "\(name($0.kind).lowercased()): \(count($0.entries)), \(size($0.bytes))" }
            .joined(separator: "; ") + ". Recent searches are kept."
    }

    /// What a cache is called on screen.
    static func name(_ kind: CacheUsage.Kind) -> String {
        switch kind {
        case .responses: "Responses"
        case .posters: "Posters"
        }
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
/// `{"responses": {"entries", "bytes", "oldest", "location"}, "posters": {…}}`;
/// `oldest` is ISO 8601 in UTC, or `null` when empty.
public enum CacheStatsJSON {
    /// The document for `state`.
    public static func document(_ state: CacheStatsState) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for usage in state.caches {
            let key =
                switch usage.kind {
                case .responses: "responses"
                case .posters: "posters"
                }
            members[key] = .object([
                "entries": .int(Int64(usage.entries)),
                "bytes": .int(Int64(usage.bytes)),
                "oldest": .string(usage.oldest?.description),
                "location": .string(usage.location),
            ])
        }
        return .object(members)
    }
}
