// Compiled only with the Service trait: its one value, ``ServiceAdapter``,
// is an entry of ``BuiltAdapters/all``. Everything the composition knows of
// the box office service, both sides: a desk's remote adapters (`--server`)
// and `marquee serve` itself, over whichever store the configuration opens.
#if Service
import Foundation
import Logging
import MarqueeCommandLine
import MarqueeData
import MarqueeDataService
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeHTTPServer
import MarqueeInfrastructure
import MarqueePresentation
import MarqueeServer
import MarqueeSQLite

/// The box office as an HTTP service, and desks that use one.
struct ServiceAdapter: BoxOfficeServiceAdapter {
    var adapter: Adapter { .service }

    func catalog(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> CatalogUseCases
    {
        try composition.serviceCatalog(connection)
    }

    func accounts(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> AccountsUseCases
    {
        try composition.serviceAccounts(connection)
    }

    func boxOffice(_ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection)
        throws(CompositionFailure) -> BoxOfficeUseCases
    {
        try composition.serviceBoxOffice(connection)
    }

    func remote<UseCases>(
        _ type: UseCases.Type, _ composition: AppComposition, _ connection: AppConfiguration.ServiceConnection
    ) throws(CompositionFailure) -> UseCases? {
        guard let served = type as? any ServedRemotely.Type else { return nil }
        return served.remote(try composition.serviceClient(connection)) as? UseCases
    }

    func desks(_ composition: AppComposition) async throws(CompositionFailure) -> DesksUseCases {
        let stores = try await composition.openStores()
        return DesksUseCases(desks: stores.desks, tokens: SHA256DeskTokens(), clock: composition.clock)
    }

    func serve(
        _ composition: AppComposition, _ settings: ServeSettings, contexts: [ServedContext],
        say: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure) {
        try await composition.runService(settings, contexts: contexts, say: say, warn: warn)
    }
}

extension AppComposition {
    // MARK: A desk of the service

    /// The service's client for this run, made once.
    ///
    /// - Throws: ``CompositionFailure`` when `MARQUEE_SERVER_CA` cannot be read.
    func serviceClient(_ connection: AppConfiguration.ServiceConnection) throws(CompositionFailure)
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

    /// Serves the box office over HTTP (or HTTPS) until SIGTERM or SIGINT,
    /// over the configured store; `say` gets the line to print once it
    /// listens, `warn` a line for standard error (tokens in clear).
    ///
    /// - Throws: ``CompositionFailure`` when the configuration names a
    ///   service (a server does not serve another), the store cannot be
    ///   opened, the TLS files cannot be used, or the address cannot be bound.
    func runService(
        _ settings: ServeSettings, contexts: [ServedContext], say: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure) {
        let tls = try tlsSettings(settings)
        sqliteServesManyClients = true
        let stores = try await openStores()
        let users = stores.users
        let revision = await storeRevision(stores)
        // Every request's token is checked against the store; while its
        // revision stays the same, the lookup is answered from memory.
        let desks = DesksUseCases(
            desks: revision.map { CachingDeskRepository(stores.desks, revision: $0) } ?? stores.desks,
            tokens: SHA256DeskTokens(), clock: clock)
        let times = (try? configuration.times.get()) ?? .utc
        let metrics = HTTPServerMetrics()
        let movies = try movies(cachingIn: openSQLite())
        // The contexts served beside the box office, each over the same store.
        var served: [@Sendable (Desk) -> any Sendable] = []
        for context in contexts {
            guard let useCases = context.useCases(over: stores) else {
                throw CompositionFailure(
                    ConfigurationProblem.notKeptInThisStore(command: context.command, store: "\(type(of: stores))")
                        .output)
            }
            served.append(useCases)
        }
        // Every request runs the use cases built for its desk over the
        // server's own ports: its store, clock, identities and catalog.
        let useCases = DeskUseCases.over(
            users: users, store: stores.boxOffice, movies: movies, queries: { stores.queries(of: $0) },
            ids: { RandomIDGenerator(prefix: $0) }, clock: clock, schedulingDays: configuration.schedulingDays,
            holdMinutes: settings.holdMinutes ?? configuration.holdMinutes,
            contexts: { [served] desk in served.map { $0(desk) } })
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
            metrics: metrics, idempotency: stores.idempotency.map { HTTPServerIdempotency(store: $0) },
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
        let storeDescription = storeName(stores)
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
    /// server has none (several servers write it), so its desks and
    /// program are read afresh on every request.
    private func storeRevision(_ stores: any Stores) async -> (@Sendable () async -> String?)? {
        guard await stores.revision() != nil else { return nil }
        // Read once per request: the token's check and the kept program are
        // both validated against the revision the request began at.
        return { await HTTPServerRequest.memoized("store-revision") { await stores.revision() } }
    }

    /// How `marquee serve` names its store.
    private func storeName(_ stores: any Stores) -> String {
        if case let .server(database, address, _) = stores.place {
            return ServiceNotice.store(database: database, address: address)
        }
        return ServiceNotice.store(sqliteFile: configuration.databaseFile.path)
    }

    /// Request lines on standard error: at `MARQUEE_LOG`'s level, info when unset.
    private func serverLogger() -> Logger {
        var logger = Logger(label: "marquee.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = configuration.logLevel ?? .info
        return logger
    }
}
#endif
