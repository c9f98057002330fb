/// Where an answer came from: the source just now, a cached copy still fresh
/// enough, or an older copy served because the source failed.
///
/// It travels with the answer (see ``Sourced``) through the port, the use case
/// and the view state, so every front end can say "cached 2 h ago — TMDB could
/// not be reached" without asking anyone on the side.
public enum Provenance: Equatable, Sendable {
    /// The source answered just now.
    case live
    /// A cached copy younger than its time-to-live, served without asking the source.
    case cached(at: Timestamp)
    /// The source failed with `reason`, so an older cached copy was served instead.
    case stale(at: Timestamp, reason: CatalogError)

    /// When the answer was cached; `nil` for a live one.
    public var cachedAt: Timestamp? {
        switch self {
        case .live: nil
        case let .cached(at), let .stale(at, _): at
        }
    }

    /// Whether the answer is an old copy served because the source failed.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }
}
