import ArgumentParser

/// Where movies come from: the TMDB API or the catalog bundled with Marquee.
enum MovieSource: String, CaseIterable, ExpressibleByArgument {
    case tmdb
    case offline

    /// The word `--json` prints in its `source` field.
    var jsonName: String { rawValue }

    /// The phrase screens print after "in the".
    var screenName: String {
        switch self {
        case .tmdb: "TMDB catalog"
        case .offline: "offline catalog"
        }
    }
}
