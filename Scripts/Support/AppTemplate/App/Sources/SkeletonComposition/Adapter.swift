@@include-if traits
@@if postgresql
import SkeletonPresentation
@@endif

/// The drivers a build of `skeleton` can leave out: App's package traits
/// (see App/Package.swift). A build without one refuses what needs it in one
/// line that names the trait and the build command adding it.
public enum Adapter: String, CaseIterable, Sendable {
@@if http
    /// Web APIs over HTTP (AsyncHTTPClient), for the contexts that call one.
    case http = "HTTP"
@@endif
@@if postgresql
    /// The data on a PostgreSQL server (postgres-nio).
    case postgreSQL = "PostgreSQL"
@@endif

    /// Whether this build carries it.
    public var isBuilt: Bool {
        switch self {
@@if http
        case .http:
            #if HTTP
            true
            #else
            false
            #endif
@@endif
@@if postgresql
        case .postgreSQL:
            #if PostgreSQL
            true
            #else
            false
            #endif
@@endif
        }
    }

    /// What it brings, as `--help` lists it.
    public var options: String {
        switch self {
@@if http
        case .http: "web APIs over AsyncHTTPClient"
@@endif
@@if postgresql
        case .postgreSQL: "--database-url (or the variable below)"
@@endif
        }
    }

    /// The command that builds `skeleton` with this driver and the ones this build has.
    public var buildCommand: String {
        let traits = Self.allCases.filter { $0.isBuilt || $0 == self }.map(\.rawValue)
        return "swift build --package-path App --traits \(traits.joined(separator: ","))"
    }
@@if postgresql

    /// The refusal of `asked` (an option, a variable) in a build without this driver.
    func refusal(of asked: ConfigurationProblem.Asked) -> ConfigurationProblem {
        .notBuilt(asked, trait: rawValue, buildCommand: buildCommand)
    }
@@endif
}
