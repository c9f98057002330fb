import Foundation
import Logging
public import MarqueeCommandLine
import MarqueeData
import MarqueeDataSQLite
public import MarqueeDomain
import MarqueeInfrastructure
public import MarqueePresentation
import MarqueeSQLite

/// The composition root: the one place that builds Marquee's ports from an
/// ``AppConfiguration`` and hands each bounded context its use cases. Every
/// front end — each command, the full-screen app, the benchmarks — takes
/// them from here; the use cases themselves are built by Domain's context
/// values (``/MarqueeDomain/CatalogUseCases``, ``/MarqueeDomain/AccountsUseCases``, ``/MarqueeDomain/BoxOfficeUseCases``).
///
/// It opens only what is asked for (`movies recent` loads no catalog and
/// opens no network session; `movies search` connects to no PostgreSQL
/// server), and each store once. It runs nothing.
///
/// One policy for storage that cannot be opened or written: nothing stops.
/// Searching still answers and says it was not remembered or cached; what
/// needs the store reports why, as a typed failure each front end words.
///
/// The adapters App's package traits leave out of a build (see ``Adapter``)
/// are reached through `BuiltAdapters`: each adapter's file exports one
/// value, and nothing here names a driver or a trait.
@MainActor
public final class AppComposition {
    /// What this run was configured with.
    public let configuration: AppConfiguration
    /// The one clock.
    public let clock: any TimeSource = SystemTimeSource()
    /// Whether `MARQUEE_LOG` lines go to standard error (not while the full screen is open).
    private let logsToStandardError: Bool

    private var sqlite: Result<SQLiteDatabase, StorageFailure>?
    /// Whether the data file, once opened, reads on connections of its own
    /// beside the writer's and commits the writes that wait together: set by
    /// `marquee serve`, whose requests read and write at once (a command's
    /// handful of statements opens faster on one connection).
    var sqliteServesManyClients = false
    /// Customers, screenings, orders, desks: the data file's stores or a
    /// server's, once opened (a desk of the box office service opens none:
    /// it calls use cases).
    private var stores: (any Stores)?
    /// What to close as the program ends, beside the movie source and the
    /// store (the box office service's client).
    var closers: [@Sendable () async -> Void] = []
    /// The box office service's client, made once (see `ServiceAdapter.swift`).
    var serviceClientCache: (any Sendable)?

    /// Creates the root for `configuration`; nothing is opened yet.
    public init(configuration: AppConfiguration, logsToStandardError: Bool = true) {
        self.configuration = configuration
        self.logsToStandardError = logsToStandardError
    }

    /// Where movies come from, as front ends name it.
    public var source: CatalogSource { configuration.movieSource }

    /// The zone times are read and shown in.
    ///
    /// - Throws: `ConfigurationProblem.unknownTimeZone(given:)` when `TZ` names none.
    public func times() throws(ConfigurationProblem) -> LocalTimeFormat {
        try configuration.times.get()
    }

    /// The time now, by the one clock (a report's "today").
    public func now() async -> Timestamp {
        await clock.now()
    }

    // MARK: - Contexts

    /// The Catalog over the configured movie source (TMDB behind the
    /// response cache in the data file), recent searches in the data file,
    /// posters from TMDB's image server (or none offline).
    ///
    /// - Throws: ``CompositionFailure`` only when the bundled catalog is damaged.
    public func catalog() throws(CompositionFailure) -> CatalogUseCases {
        if let connection = configuration.serviceConnection, let service = BuiltAdapters.service {
            return try service.catalog(self, connection)
        }
        let database = openSQLite()
        let queries: any MovieQueriesRepository
        let caches: any CatalogCaches
        switch database {
        case let .success(database):
            queries = SQLiteMovieQueriesRepository(database: database)
            caches = LocalCatalogCaches(
                responses: SQLiteResponseCache(database: database), responsesLocation: configuration.databaseFile.path,
                posters: posterCache)
        case let .failure(failure):
            queries = UnavailableStorage(failure)
            caches = UnavailableStorage(failure)
        }
        let movies = try movies(cachingIn: database)
        return CatalogUseCases(
            movies: movies, queries: queries, posters: posters(), files: AtomicPosterFiles(), caches: caches,
            clock: clock)
    }

    /// Accounts, in the data file or on the PostgreSQL server configured.
    ///
    /// - Throws: ``CompositionFailure`` when the PostgreSQL URL given cannot be used.
    public func accounts() async throws(CompositionFailure) -> AccountsUseCases {
        if let connection = configuration.serviceConnection, let service = BuiltAdapters.service {
            return try service.accounts(self, connection)
        }
        let stores = try await openStores()
        return AccountsUseCases(users: stores.users, orders: stores.boxOffice, ids: RandomIDGenerator(prefix: "u-"))
    }

    /// The box office, in the data file or on the PostgreSQL server
    /// configured, scheduling from the configured movie source.
    ///
    /// - Throws: ``CompositionFailure`` when the PostgreSQL URL given cannot
    ///   be used, or the bundled catalog is damaged.
    public func boxOffice() async throws(CompositionFailure) -> BoxOfficeUseCases {
        if let connection = configuration.serviceConnection, let service = BuiltAdapters.service {
            return try service.boxOffice(self, connection)
        }
        let stores = try await openStores()
        return BoxOfficeUseCases(
            users: stores.users, screenings: stores.boxOffice, orders: stores.boxOffice,
            movies: try movies(cachingIn: nil), screeningIDs: RandomIDGenerator(prefix: "s-"),
            orderIDs: RandomIDGenerator(prefix: "o-"), clock: clock, schedulingDays: configuration.schedulingDays,
            holdMinutes: configuration.holdMinutes)
    }

    /// The sample cinema, written to and removed from the store the box
    /// office uses, with films from the configured movie source.
    ///
    /// - Throws: ``CompositionFailure`` as ``boxOffice()``.
    ///   Through the service, ``CompositionFailure`` that says to load it
    ///   where the service runs.
    public func sample() async throws(CompositionFailure) -> SampleCinemaUseCases {
        guard configuration.serviceConnection == nil else {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "sample").output)
        }
        let stores = try await openStores()
        return SampleCinemaUseCases(
            movies: try movies(cachingIn: nil), users: stores.users, screenings: stores.boxOffice,
            samples: stores.samples, clock: clock)
    }

    /// The desks allowed to use the box office service, in the store
    /// `marquee serve` uses (the data file or the PostgreSQL server).
    ///
    /// - Parameter command: The command asking, named when it is refused.
    /// - Throws: ``CompositionFailure`` in a build without the Service trait
    ///   (naming it), when the configuration names a service (desks are
    ///   managed where it runs), or an unusable PostgreSQL URL.
    public func desks(command: String) async throws(CompositionFailure) -> DesksUseCases {
        guard let service = BuiltAdapters.service else {
            throw CompositionFailure(Adapter.service.refusal(of: .argument(command)).output)
        }
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: command).output)
        }
        return try await service.desks(self)
    }

    /// Serves the box office over HTTP (or HTTPS) until SIGTERM or SIGINT,
    /// over the configured store; `say` gets the line to print once it
    /// listens, `warn` a line for standard error (tokens in clear).
    ///
    /// - Throws: ``CompositionFailure`` in a build without the Service trait
    ///   (naming it), when the configuration names a service (a server does
    ///   not serve another), the store cannot be opened, the TLS files cannot
    ///   be used, or the address cannot be bound.
    public func serve(
        _ settings: ServeSettings, contexts: [ServedContext] = [], say: @escaping @Sendable (String) -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) async throws(CompositionFailure) {
        guard let service = BuiltAdapters.service else {
            throw CompositionFailure(Adapter.service.refusal(of: .argument("serve")).output)
        }
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "serve").output)
        }
        try await service.serve(self, settings, contexts: contexts, say: say, warn: warn)
    }

    /// Whether ``sample()`` can load a sample cinema here (not through the service).
    public var offersSample: Bool { configuration.serviceConnection == nil }

    /// Closes what was opened for the network (the movie source's HTTP
    /// clients, the service's client, a server's pool); call it once as the program ends.
    public func shutdown() async {
        if case let .online(source) = configuration.movies { await source.shutdown() }
        for close in closers { await close() }
        await stores?.close()
    }

    // MARK: - Ports

    /// The SQLite file in the data directory, opened once (created and
    /// migrated when needed; read-only when it cannot be written), or why
    /// it cannot be opened. The file is never overwritten.
    func openSQLite() -> Result<SQLiteDatabase, StorageFailure> {
        if let sqlite { return sqlite }
        let opened: Result<SQLiteDatabase, StorageFailure>
        do throws(SQLiteError) {
            opened = .success(
                try MarqueeDatabase.open(
                    at: .file(configuration.databaseFile), concurrentReads: sqliteServesManyClients,
                    groupCommit: sqliteServesManyClients))
        } catch {
            opened = .failure(StorageFailure(error))
        }
        sqlite = opened
        return opened
    }

    /// Whether customers, screenings and orders are in a data file that
    /// could only be opened for reading (a read-only data directory, file or
    /// file system): reads work and every write is refused in one line; the
    /// full-screen app says "read-only" in its tab bar. With PostgreSQL or the
    /// service they are written elsewhere, whatever the data directory allows.
    public var dataIsReadOnly: Bool {
        guard case .sqliteFile = configuration.accountsAndBoxOffice, case let .success(database) = openSQLite()
        else { return false }
        return database.notWritableReason != nil
    }

    /// The one switch between stores: the SQLite file in the data directory,
    /// or the server the configuration names (PostgreSQL). Nothing above
    /// this line knows which.
    func openStores() async throws(CompositionFailure) -> any Stores {
        if let stores { return stores }
        let opened: any Stores
        switch configuration.accountsAndBoxOffice {
        case .sqliteFile:
            switch openSQLite() {
            case let .success(database): opened = SQLiteStores(database: database)
            case let .failure(failure): opened = UnavailableStorage(failure)
            }
        case let .server(server):
            switch await server.open() {
            case let .success(stores): opened = stores
            case let .failure(failure): opened = UnavailableStorage(failure)
            }
        case let .unusableURL(problem):
            throw CompositionFailure(problem.output)
        case .service:
            // A desk of the service reaches use cases, never stores (see
            // `ServiceAdapter.swift`); nothing asks for them.
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "this command").output)
        }
        stores = opened
        return opened
    }

    /// A context's use cases through the service the configuration names
    /// (a desk's `--server`), or `nil` when it names none: the feature's
    /// composition asks this first, and builds them over the store otherwise.
    ///
    /// - Parameter command: The feature's command, named when the service
    ///   does not serve the context.
    /// - Throws: ``CompositionFailure`` when the service's client cannot be
    ///   made, or the context is not served through it.
    func remote<UseCases>(_ type: UseCases.Type, command: String) throws(CompositionFailure) -> UseCases? {
        guard let connection = configuration.serviceConnection, let service = BuiltAdapters.service else { return nil }
        guard let useCases = try service.remote(type, self, connection) else {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: command).output)
        }
        return useCases
    }

    /// The opened store as `Kind`: a feature's own view of it (a protocol
    /// beside its record, such as `GiftCardStores`, that each store's module
    /// conforms its stores to), so the feature's composition names no driver.
    ///
    /// - Parameter command: The feature's command, named when a desk of the
    ///   service asks (a feature runs where its store is).
    /// - Throws: ``CompositionFailure`` when the store cannot be opened, or
    ///   keeps nothing of `Kind`.
    func stores<Kind>(as kind: Kind.Type, command: String) async throws(CompositionFailure) -> Kind {
        if configuration.serviceConnection != nil {
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: command).output)
        }
        let stores = try await openStores()
        if let unavailable = stores as? UnavailableStorage {
            throw CompositionFailure(.failed(unavailable.failure.userMessage))
        }
        guard let kind = stores as? Kind else {
            throw CompositionFailure(
                ConfigurationProblem.notKeptInThisStore(command: command, store: "\(type(of: stores))").output)
        }
        return kind
    }

    /// The configured movie source; TMDB behind the response cache in
    /// `database` when it opened, else carrying a warning that its answers
    /// are not cached.
    func movies(cachingIn database: Result<SQLiteDatabase, StorageFailure>?) throws(CompositionFailure)
        -> any MoviesRepository
    {
        switch configuration.movies {
        case let .online(source):
            let online = source.movies(logger: loggers)
            switch database {
            case nil: return online
            case let .failure(failure)?: return UncachedMoviesRepository(online, failure: failure)
            case let .success(database)?:
                return CachingMoviesRepository(
                    source: online, cache: SQLiteResponseCache(database: database),
                    timeToLive: configuration.cacheTimeToLive, clock: clock, logger: logger("marquee.cache"))
            }
        case .offline:
            do throws(CatalogError) {
                return try OfflineCatalogMoviesRepository.bundled()
            } catch {
                throw CompositionFailure(.failed(error.userMessage, usage: error.isUsageError))
            }
        }
    }

    /// Poster images: the movie source's behind the poster cache; none offline.
    private func posters() -> (any PosterImagesRepository)? {
        guard case let .online(source) = configuration.movies else { return nil }
        return source.posters(cache: posterCache, logger: loggers)
    }

    /// The poster cache in the data directory.
    private var posterCache: PosterFileCache {
        PosterFileCache(directory: configuration.postersDirectory, clock: clock)
    }

    func logger(_ label: String) -> Logger {
        AppLogging.logger(label, configuration: configuration, toStandardError: logsToStandardError)
    }

    /// ``logger(_:)`` for parts that make their own loggers off the main actor.
    var loggers: @Sendable (String) -> Logger {
        let configuration = configuration
        let toStandardError = logsToStandardError
        return { AppLogging.logger($0, configuration: configuration, toStandardError: toStandardError) }
    }
}

/// A part could not be built; the command ends with this output.
public struct CompositionFailure: Error {
    /// What the command prints and how it ends.
    public let output: CommandOutput

    /// Creates a failure ending with `output`.
    public init(_ output: CommandOutput) {
        self.output = output
    }
}
