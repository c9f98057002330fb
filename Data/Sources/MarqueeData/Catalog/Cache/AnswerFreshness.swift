public import Foundation
public import MarqueeDomain

/// Where one answer of a ``CachingMoviesRepository`` came from, so a front end
/// can say "(cached 2 h ago — TMDB could not be reached)".
public enum AnswerFreshness: Equatable, Sendable {
    /// The source answered just now (and the answer was cached).
    case live
    /// A cached answer younger than the time-to-live, served without a request.
    case cached(at: Date)
    /// The source failed with `reason`, so an older cached answer was served
    /// (even past its time-to-live).
    case stale(at: Date, reason: CatalogError)

    /// When the answer was cached; `nil` for a live answer.
    public var cachedAt: Date? {
        switch self {
        case .live: nil
        case let .cached(at), let .stale(at, _): at
        }
    }

    /// Whether the answer is an expired copy served because the source failed.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }
}
