public import Foundation
public import MarqueeDomain

/// The line a screen adds under an answer served from the cache because the
/// source failed: `(cached 2 h ago — TMDB could not be reached)`.
public enum CachedAnswerNote {
    /// The note for an answer cached at `cachedAt`, served at `now` because
    /// `source` failed with `reason`.
    public static func line(cachedAt: Date, now: Date, reason: CatalogError, source: String = "TMDB") -> String {
        "(cached \(CacheAge.phrase(since: cachedAt, now: now)) — \(because(reason, source: source)))"
    }

    private static func because(_ reason: CatalogError, source: String) -> String {
        switch reason {
        case .offline: "\(source) could not be reached"
        case .rateLimited: "\(source) asked us to slow down"
        case let .sourceFailed(status, _): "\(source) failed with HTTP \(status)"
        default: "\(source) failed"
        }
    }
}

/// How long ago something happened, in the coarse words a terminal note needs.
public enum CacheAge {
    /// `just now`, `5 min ago`, `2 h ago` or `3 days ago`.
    public static func phrase(since date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<(48 * 3600): return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86400) days ago"
        }
    }
}
