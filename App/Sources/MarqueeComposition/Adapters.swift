public import Logging
public import MarqueeData
public import MarqueeDomain
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

    /// Whether this build carries it: whether `BuiltAdapters.all` lists it.
    public var isBuilt: Bool {
        BuiltAdapters.all.contains { $0.adapter == self }
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

/// The adapters this build carries, one entry each. Each adapter's file
/// (`TMDBAdapter.swift`, `PostgreSQLAdapter.swift`, `ServiceAdapter.swift`)
/// is compiled only with its trait and exports one value; the configuration
/// and the composition walk this list and never name a driver. These
/// entries are the only trait `#if`s of the composition outside those files.
enum BuiltAdapters {
    /// Every adapter of this build.
    static let all: [any AdapterModule] = {
        var adapters: [any AdapterModule] = []
        #if TMDB
        adapters.append(TMDBAdapter())
        #endif
        #if PostgreSQL
        adapters.append(PostgreSQLAdapter())
        #endif
        #if Service
        adapters.append(ServiceAdapter())
        #endif
        return adapters
    }()

    /// The adapter that reads a movie source from the configuration (TMDB), if built.
    static var movieSource: (any MovieSourceAdapter)? { first(of: (any MovieSourceAdapter).self) }
    /// The adapter that opens a store a URL names (PostgreSQL), if built.
    static var storeServer: (any StoreServerAdapter)? { first(of: (any StoreServerAdapter).self) }
    /// The adapter that serves the box office and lets desks use it (Service), if built.
    static var service: (any BoxOfficeServiceAdapter)? { first(of: (any BoxOfficeServiceAdapter).self) }

    private static func first<Role>(of role: Role.Type) -> Role? {
        all.lazy.compactMap { $0 as? Role }.first
    }
}

/// One adapter's value: what it is called.
protocol AdapterModule: Sendable {
    /// The trait that builds it.
    var adapter: Adapter { get }
}

/// An adapter that is a movie source other than the bundled catalog.
protocol MovieSourceAdapter: AdapterModule {
    /// Reads its settings from the environment; `nil` when none asks for it
    /// (no credential), so Marquee stays offline.
    ///
    /// - Throws: ``ConfigurationProblem`` naming the variable that is unusable.
    func settings(from environment: [String: String]) throws(ConfigurationProblem) -> (any MovieSource)?
}

/// A configured movie source: its movies and posters, over the network.
public protocol MovieSource: Sendable {
    /// Its name, as front ends show it.
    var catalogSource: CatalogSource { get }
    /// Its movies, uncached (the composition puts its response cache in front).
    func movies(logger: @Sendable (String) -> Logger) -> any MoviesRepository
    /// Its poster images behind `cache`.
    func posters(cache: PosterFileCache, logger: @Sendable (String) -> Logger) -> any PosterImagesRepository
    /// Closes what it opened; called once as the program ends.
    func shutdown() async
}

/// An adapter that keeps customers, screenings and orders on a server a URL names.
protocol StoreServerAdapter: AdapterModule {
    /// The server `url` names, or why it cannot be used.
    func server(url: String) -> Result<any StoreServer, ConfigurationProblem>
}

/// A store server, parsed from its URL and not yet connected to.
public protocol StoreServer: Sendable {
    /// Connects, brings the schema up to date and returns its stores, or why it cannot.
    func open() async -> Result<any Stores, StorageFailure>
}

/// An adapter that runs the box office as a service and lets desks use one.
protocol BoxOfficeServiceAdapter: AdapterModule {
    /// The Catalog through the service.
    @MainActor func catalog(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> CatalogUseCases
    /// Accounts through the service.
    @MainActor func accounts(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> AccountsUseCases
    /// The box office through the service.
    @MainActor func boxOffice(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> BoxOfficeUseCases
    /// A context's use cases through the service (a feature served beside
    /// the box office, whose remote use cases are `ServedRemotely`), or `nil`
    /// for one the service does not serve.
    @MainActor func remote<UseCases>(
        _ type: UseCases.Type, _ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection
    ) throws(CompositionFailure) -> UseCases?
    /// The desks allowed to use the service, in the composition's store.
    @MainActor func desks(_ composition: AppComposition) async throws(CompositionFailure) -> DesksUseCases
    /// Serves the box office until SIGTERM or SIGINT (see ``AppComposition/serve(_:contexts:say:warn:)``).
    @MainActor func serve(
        _ composition: AppComposition, _ settings: ServeSettings, contexts: [ServedContext],
        say: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure)
}
