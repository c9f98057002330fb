public import MarqueeDomain
import MarqueePresentation

#if Service
import Foundation
import Logging
import MarqueeData
import MarqueeDataService
import MarqueeHTTPServer
import MarqueeServer
#endif
#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
#endif

// Everything the composition knows of the box office service, both sides:
// a desk's remote adapters (`--server`) and `marquee serve` itself. The
// rest of the composition reaches the service only through these functions.
// A build without the Service trait has only the two public entry points,
// which refuse in one line naming the trait.

#if Service
extension AppComposition {
    // MARK: A desk of the service

    /// The service's client for this run, made once.
    private func serviceClient(_ connection: AppConfiguration.ServiceConnection) -> ServiceClient {
        if let client = serviceClientCache as? ServiceClient { return client }
        let client = ServiceClient(url: connection.url, token: connection.token)
        serviceClientCache = client
        closers.append { await client.shutdown() }
        return client
    }

    /// Accounts and the box office kept by the service.
    func serviceStores(_ connection: AppConfiguration.ServiceConnection) -> Stores {
        let client = serviceClient(connection)
        return (HTTPUserRepository(service: client), HTTPBoxOfficeStore(service: client), nil)
    }

    /// The service's catalog.
    func serviceMovies(_ connection: AppConfiguration.ServiceConnection) -> any MoviesRepository {
        HTTPMoviesRepository(service: serviceClient(connection))
    }

    /// The Catalog over the service: its movies and this desk's recent
    /// searches there; posters and the local caches as configured here.
    func serviceCatalog(_ connection: AppConfiguration.ServiceConnection) -> CatalogUseCases {
        let client = serviceClient(connection)
        return CatalogUseCases(
            movies: HTTPMoviesRepository(service: client), queries: HTTPMovieQueriesRepository(service: client),
            posters: nil, files: AtomicPosterFiles(),
            caches: UnavailableStorage(StorageFailure(.refused(code: "service"), place: .unknown)), clock: clock)
    }

    // MARK: marquee serve

    /// The desks allowed to use the box office service, in the store
    /// `marquee serve` uses (the data file or the PostgreSQL server).
    ///
    /// - Parameter command: The command asking, named when it is refused.
    /// - Throws: ``CompositionFailure`` when the configuration names a
    ///   service (desks are managed where it runs) or an unusable PostgreSQL URL.
    public func desks(command: String) async throws(CompositionFailure) -> DesksUseCases {
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: command).output)
        }
        _ = try await openAccountsAndBoxOffice()
        return DesksUseCases(desks: deskRepository(), tokens: SHA256DeskTokens(), clock: clock)
    }

    /// The desks, in the store `marquee serve` uses.
    private func deskRepository() -> any DeskRepository {
        #if PostgreSQL
        if let postgres { return PostgreSQLDeskRepository(database: postgres) }
        #endif
        switch openSQLite() {
        case let .success(database): return SQLiteDeskRepository(database: database)
        case let .failure(failure): return UnavailableStorage(failure)
        }
    }

    /// Each desk's recent searches, in the store `marquee serve` uses.
    private func deskQueries() -> @Sendable (DeskName) -> any MovieQueriesRepository {
        #if PostgreSQL
        if let postgres { return { PostgreSQLDeskQueriesRepository(database: postgres, desk: $0) } }
        #endif
        switch openSQLite() {
        case let .success(database): return { SQLiteDeskQueriesRepository(database: database, desk: $0) }
        case let .failure(failure): return { _ in UnavailableStorage(failure) }
        }
    }

    /// Serves the box office over HTTP until SIGTERM or SIGINT, over the
    /// configured store; `say` gets the line to print once it listens.
    ///
    /// - Throws: ``CompositionFailure`` when the configuration names a
    ///   service (a server does not serve another), the store cannot be
    ///   opened, or the address cannot be bound.
    public func serve(host: String, port: Int, say: @escaping @Sendable (String) -> Void)
        async throws(CompositionFailure)
    {
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "serve").output)
        }
        let (users, store, _) = try await openAccountsAndBoxOffice()
        let desks = try await desks(command: "serve")
        let times = (try? configuration.times.get()) ?? .utc
        let metrics = HTTPServerMetrics()
        let api = BoxOfficeAPI(
            users: users, store: store, movies: try movies(cachingIn: openSQLite()), queries: deskQueries(),
            clock: clock, times: times, orderPlaced: { metrics.increment("marquee_orders_placed_total") })
        let logger = serverLogger()
        let server = BoxOfficeService.server(
            api: api, desks: desks.authenticate, settings: HTTPServerSettings(host: host, port: port),
            metrics: metrics,
            readiness: {
                do throws(AccountsError) {
                    _ = try await users.user(withID: UserID("readiness-probe"))
                    return true
                } catch {
                    return false
                }
            },
            logger: logger)
        let storeDescription = storeName
        do {
            try await server.run { port in
                say(ServiceNotice.listening(url: "http://\(host):\(port)", store: storeDescription))
            }
        } catch {
            throw CompositionFailure(.failed(ServiceNotice.cannotListen(host: host, port: port, reason: "\(error)")))
        }
        say(ServiceNotice.stopped)
    }

    /// How `marquee serve` names its store.
    private var storeName: String {
        #if PostgreSQL
        if let postgres {
            let target = postgres.settings.targetDatabase
            return ServiceNotice.store(database: target.name, address: target.address)
        }
        #endif
        return ServiceNotice.store(sqliteFile: configuration.databaseFile.path)
    }

    /// Request lines on standard error: at `MARQUEE_LOG`'s level, info when unset.
    private func serverLogger() -> Logger {
        var logger = Logger(label: "marquee.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = configuration.logLevel ?? .info
        return logger
    }
}
#else
extension AppComposition {
    /// `marquee desks …` in a build without the Service trait: refused, naming it.
    ///
    /// - Throws: ``CompositionFailure`` (a usage failure) always.
    public func desks(command: String) async throws(CompositionFailure) -> DesksUseCases {
        throw CompositionFailure(Adapter.service.refusal(of: .argument(command)).output)
    }

    /// `marquee serve` in a build without the Service trait: refused, naming it.
    ///
    /// - Throws: ``CompositionFailure`` (a usage failure) always.
    public func serve(host: String, port: Int, say: @escaping @Sendable (String) -> Void)
        async throws(CompositionFailure)
    {
        throw CompositionFailure(Adapter.service.refusal(of: .argument("serve")).output)
    }
}
#endif
