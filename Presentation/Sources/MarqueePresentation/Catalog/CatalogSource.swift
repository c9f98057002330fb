/// Where a front end's movies come from, as people and scripts see it.
public enum CatalogSource: String, CaseIterable, Equatable, Sendable {
    /// The TMDB API.
    case tmdb
    /// The catalog bundled with Marquee.
    case offline

    /// The word `--json` prints in its `source` field.
    public var jsonName: String { rawValue }

    /// The phrase screens print after "in the".
    public var screenName: String {
        switch self {
        case .tmdb: "TMDB catalog"
        case .offline: "offline catalog"
        }
    }
}
