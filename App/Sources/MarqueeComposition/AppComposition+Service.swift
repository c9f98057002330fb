public import MarqueeDomain
import MarqueePresentation

#if Service
import Foundation
import Logging
import MarqueeData
import MarqueeDataService
import MarqueeDataSQLite
import MarqueeHTTPServer
import MarqueeInfrastructure
import MarqueeServer
import MarqueeSQLite
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
    ///
    /// - Throws: ``CompositionFailure`` when `MARQUEE_SERVER_CA` cannot be read.
    private func serviceClient(_ connection: AppConfiguration.ServiceConnection) throws(CompositionFailure)
        -> ServiceClient
    {
        if let client = serviceClientCache as? ServiceClient { return client }
        let client: ServiceClient
        do throws(ServiceClientError) {
            client = try ServiceClient(
                url: connection.url, token: connection.token,
                trustedCertificatesFile: connection.trustedCertificatesFile)
        } catch {
            switch error {
            case let .unreadableCertificates(path):
                throw CompositionFailure(ConfigurationProblem.unreadableServerCertificates(path: path).output)
            }
        }
        serviceClientCache = client
        closers.append { await client.shutdown() }
        return client
    }

    /// Accounts through the service: every use case one request, run there.
    func serviceAccounts(_ connection: AppConfiguration.ServiceConnection) throws(CompositionFailure)
        -> AccountsUseCases
    {
        AccountsUseCases(service: try serviceClient(connection))
    }

    /// The box office through the service: every use case one request, run
    /// there with its store, clock, identities, catalog and prices.
    func serviceBoxOffice(_ connection: AppConfiguration.ServiceConnection) throws(CompositionFailure)
        -> BoxOfficeUseCases
    {
        BoxOfficeUseCases(service: try serviceClient(connection))
    }

    /// The Catalog through the service: its movies and this desk's recent
    /// searches there; posters and the local caches as configured here
    /// (none: the service keeps the cache).
    func serviceCatalog(_ connection: AppConfiguration.ServiceConnection) throws(CompositionFailure)
        -> CatalogUseCases
    {
        let client = try serviceClient(connection)
        return CatalogUseCases(
            search: RemoteSearchMovies(service: client), details: RemoteMovieDetails(service: client),
            recent: RemoteRecentQueries(service: client), posters: nil, files: AtomicPosterFiles(),
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

    /// Serves the box office over HTTP (or HTTPS) until SIGTERM or SIGINT,
    /// over the configured store; `say` gets the line to print once it
    /// listens, `warn` a line for standard error (tokens in clear).
    ///
    /// - Throws: ``CompositionFailure`` when the configuration names a
    ///   service (a server does not serve another), the store cannot be
    ///   opened, the TLS files cannot be used, or the address cannot be bound.
    public func serve(
        _ settings: ServeSettings, say: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure) {
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "serve").output)
        }
        let tls = try tlsSettings(settings)
        sqliteServesManyClients = true
        let (users, store, _) = try await openAccountsAndBoxOffice()
        _ = try await desks(command: "serve")
        let revision = storeRevision()
        // Every request's token is checked against the store; while its
        // revision stays the same, the lookup is answered from memory.
        let desks = DesksUseCases(
            desks: revision.map { CachingDeskRepository(deskRepository(), revision: $0) } ?? deskRepository(),
            tokens: SHA256DeskTokens(), clock: clock)
        let times = (try? configuration.times.get()) ?? .utc
        let metrics = HTTPServerMetrics()
        let movies = try movies(cachingIn: openSQLite())
        // Every request runs the use cases built for its desk over the
        // server's own ports: its store, clock, identities and catalog.
        let useCases = DeskUseCases.over(
            users: users, store: store, movies: movies, queries: deskQueries(),
            ids: { RandomIDGenerator(prefix: $0) }, clock: clock, schedulingDays: configuration.schedulingDays,
            holdMinutes: settings.holdMinutes ?? configuration.holdMinutes)
        let api = BoxOfficeAPI(
            useCases: useCases, times: times,
            orderPlaced: {
                metrics.increment("marquee_orders_placed_total", help: "Orders placed through the service.")
            })
        let logger = serverLogger()
        let server = BoxOfficeService.server(
            api: api, desks: desks.authenticate,
            settings: HTTPServerSettings(
                host: settings.host, port: settings.port, metricsPort: settings.metricsPort, tls: tls),
            metrics: metrics, idempotency: idempotencyStore().map { HTTPServerIdempotency(store: $0) },
            readiness: {
                do throws(AccountsError) {
                    _ = try await users.user(withID: UserID("readiness-probe"))
                    return true
                } catch {
                    return false
                }
            },
            storeRevision: revision, logger: logger)
        if tls == nil && !settings.isLoopback { warn(ServiceNotice.tokensInClear(host: settings.host)) }
        let storeDescription = storeName
        let scheme = tls == nil ? "http" : "https"
        do {
            try await server.run { ports in
                say(
                    ServiceNotice.listening(
                        url: "\(scheme)://\(settings.host):\(ports.service)", store: storeDescription,
                        metrics: ports.metrics.map { "http://127.0.0.1:\($0)/metrics" }))
            }
        } catch {
            throw CompositionFailure(
                .failed(ServiceNotice.cannotListen(host: settings.host, port: settings.port, reason: "\(error)")))
        }
        say(ServiceNotice.stopped)
    }

    /// The certificate and key `serve` was given, read and checked once.
    private func tlsSettings(_ settings: ServeSettings) throws(CompositionFailure) -> HTTPServerTLS? {
        switch (settings.tlsCertificate, settings.tlsKey) {
        case (nil, nil): return nil
        case let (certificate?, key?):
            do throws(HTTPServerTLSError) {
                return try HTTPServerTLS(certificateChainPath: certificate, privateKeyPath: key)
            } catch {
                throw CompositionFailure(.failed(ServiceNotice.unusableTLS(Self.tlsProblem(error)), usage: true))
            }
        case (_?, nil): throw CompositionFailure(.failed(ServiceNotice.tlsHalf(missing: "--tls-key"), usage: true))
        case (nil, _?): throw CompositionFailure(.failed(ServiceNotice.tlsHalf(missing: "--tls-cert"), usage: true))
        }
    }

    private static func tlsProblem(_ error: HTTPServerTLSError) -> ServiceNotice.TLSProblem {
        func role(_ file: HTTPServerTLSFile) -> ServiceNotice.TLSFile {
            file == .certificateChain ? .certificate : .key
        }
        switch error {
        case let .missing(file, path): return .missing(role(file), path: path)
        case let .unreadable(file, path): return .unreadable(role(file), path: path)
        case let .notPEM(file, path): return .notPEM(role(file), path: path)
        case let .keyDoesNotMatchCertificate(keyPath, certificatePath):
            return .keyDoesNotMatch(keyPath: keyPath, certificatePath: certificatePath)
        }
    }

    /// The revision of the store `marquee serve` uses, which changes with
    /// every commit to it from any process: a SQLite file's. A PostgreSQL
    /// server has none here (several servers write it), so its desks and
    /// program are read afresh on every request.
    private func storeRevision() -> (@Sendable () async -> String?)? {
        #if PostgreSQL
        if postgres != nil { return nil }
        #endif
        guard case let .success(database) = openSQLite() else { return nil }
        // Read once per request: the token's check and the kept program are
        // both validated against the revision the request began at.
        return { await HTTPServerRequest.memoized("store-revision") { try? await database.revision().description } }
    }

    /// Where the service keeps the answers to `Idempotency-Key` requests:
    /// beside its box office (every server of a PostgreSQL box office shares
    /// them); none when the data file cannot be opened (nothing can be
    /// written then anyway, and `/ready` says so).
    private func idempotencyStore() -> (any IdempotencyStore)? {
        #if PostgreSQL
        if let postgres { return PostgreSQLIdempotencyStore(database: postgres) }
        #endif
        switch openSQLite() {
        case let .success(database): return SQLiteIdempotencyStore(database: database)
        case .failure: return nil
        }
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
    public func serve(
        _ settings: ServeSettings, say: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure) {
        throw CompositionFailure(Adapter.service.refusal(of: .argument("serve")).output)
    }
}
#endif
