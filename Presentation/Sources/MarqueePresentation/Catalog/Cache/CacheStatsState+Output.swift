public import MarqueeCommandLine
import MarqueeTerminalModel
import Foundation
import MarqueeDomain

extension CacheStatsState {
    /// One line per cache: `Responses  3 entries  12.4 KB  oldest 2 h ago  (/…/marquee.sqlite)`.
    public var textLines: [String] {
        caches.map { usage in
            let oldest = usage.oldest.map { "oldest \(CacheAge.phrase(since: $0, now: readAt))" } ?? "empty"
            return "\(TerminalText.fit(Self.name(usage.kind), width: 9))  "
                + "\(TerminalText.rightAligned(Self.count(usage.entries), width: 11))  "
                + "\(TerminalText.rightAligned(Self.size(usage.bytes), width: 9))  \(oldest)  (\(usage.location))"
        }
    }

    /// The line `cache clear` prints for what it removed.
    public var clearedLine: String {
        "Cleared "
            + caches.map { "\(Self.name($0.kind).lowercased()): \(Self.count($0.entries)), \(Self.size($0.bytes))" }
            .joined(separator: "; ") + ". Recent searches are kept."
    }

    /// The stable JSON form of `marquee cache stats --json`:
    /// `{"responses": {"entries", "bytes", "oldest", "location"}, "posters": {…}}`;
    /// `oldest` is ISO 8601 in UTC, or `null` when empty.
    public var json: JSONValue {
        var members: [String: JSONValue] = [:]
        for usage in caches {
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

    private static func name(_ kind: CacheUsage.Kind) -> String {
        switch kind {
        case .responses: "Responses"
        case .posters: "Posters"
        }
    }

    private static func count(_ entries: Int) -> String { entries == 1 ? "1 entry" : "\(entries) entries" }

    private static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1024: "\(bytes) B"
        case ..<(1024 * 1024): String(format: "%.1f KB", Double(bytes) / 1024)
        default: String(format: "%.1f MB", Double(bytes) / 1_048_576)
        }
    }
}
