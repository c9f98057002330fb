public import MarqueeDomain

/// The line a screen adds to an answer served from the cache:
/// `(cached 2 h ago — TMDB could not be reached)`.
public enum CachedAnswerNote {
    /// The note for an answer cached at `cachedAt`, served at `now` because
    /// `source` failed with `reason`.
    public static func line(cachedAt: Timestamp, now: Timestamp, reason: CatalogError, source: String = "TMDB")
        -> String
    {
        "(cached \(CacheAge.phrase(since: cachedAt, now: now)) — \(because(reason, source: source)))"
    }

    /// The note for an answer of this provenance that arrived at `answeredAt`:
    /// for a stale copy always, for a fresh cached copy unless `onlyWhenStale`
    /// (`(cached 5 min ago)`); `nil` for a live answer.
    public static func line(_ provenance: Provenance?, answeredAt: Timestamp?, onlyWhenStale: Bool) -> String? {
        switch provenance {
        case let .stale(cachedAt, reason)?:
            return line(cachedAt: cachedAt, now: answeredAt ?? cachedAt, reason: reason)
        case let .cached(cachedAt)? where !onlyWhenStale:
            return "(cached \(CacheAge.phrase(since: cachedAt, now: answeredAt ?? cachedAt)))"
        default:
            return nil
        }
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
    public static func phrase(since time: Timestamp, now: Timestamp) -> String {
        let seconds = max(0, now.secondsSinceEpoch &- time.secondsSinceEpoch)
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<(48 * 3600): return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86400) days ago"
        }
    }
}
