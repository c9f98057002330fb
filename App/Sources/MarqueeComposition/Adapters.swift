public import MarqueePresentation

/// The adapters to the outside world a build of `marquee` can carry: App's
/// package traits. A build without one refuses what needs it in one line
/// that names the trait and the build command adding it.
public enum Adapter: String, CaseIterable, Sendable {
    /// Movies and posters from TMDB (AsyncHTTPClient).
    case tmdb = "TMDB"
    /// Customers, screenings and orders on a PostgreSQL server (postgres-nio).
    case postgreSQL = "PostgreSQL"
    /// The box office as an HTTP service, and desks that use one (Hummingbird, AsyncHTTPClient).
    case service = "Service"

    /// Whether this build carries it.
    public var isBuilt: Bool {
        switch self {
        case .tmdb:
            #if TMDB
            true
            #else
            false
            #endif
        case .postgreSQL:
            #if PostgreSQL
            true
            #else
            false
            #endif
        case .service:
            #if Service
            true
            #else
            false
            #endif
        }
    }

    /// The options and commands it brings, as `--help` lists them.
    public var options: String {
        switch self {
        case .tmdb: "--source tmdb, TMDB_ACCESS_TOKEN, posters"
        case .postgreSQL: "--database-url, MARQUEE_DATABASE_URL"
        case .service: "serve, desks, --server, MARQUEE_SERVER_URL"
        }
    }

    /// The command that builds `marquee` with this adapter and the ones this build has.
    public var buildCommand: String {
        let traits = Self.allCases.filter { $0.isBuilt || $0 == self }.map(\.rawValue)
        return "swift build --package-path App --traits \(traits.joined(separator: ","))"
    }

    /// The refusal of `asked` (an option, a variable, a command) in a build without this adapter.
    public func refusal(of asked: ConfigurationProblem.Asked) -> ConfigurationProblem {
        .notBuilt(asked, trait: rawValue, buildCommand: buildCommand)
    }
}
