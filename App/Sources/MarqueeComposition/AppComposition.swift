import Foundation
import Logging
import MarqueeData
import MarqueeDataSQLite
public import MarqueeDomain
import MarqueeInfrastructure
public import MarqueePresentation
import MarqueeSQLite

#if TMDB
import MarqueeDataTMDB
import MarqueeHTTPClient
#endif
#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
#endif

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
/// are left out here too, behind `#if`: this type and the configuration are
/// the only places outside the adapters' own modules that know of traits.
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
    /// Customers, the one store behind screenings and orders, and the sample
    /// cinema's record in that store: a data file's or a PostgreSQL server's
    /// (a desk of the box office service opens none: it calls use cases).
    typealias Stores = (
        users: any UserRepository, boxOffice: any ScreeningRepository & OrderRepository,
        samples: any SampleCinemaStore
    )

    private var accountsAndBoxOffice: Stores?
    #if PostgreSQL
    /// The PostgreSQL server's database, once opened for accounts and the box office.
    private(set) var postgres: PostgreSQLDatabase?
    #endif
    /// What to close as the program ends, beside the HTTP clients and the
    /// PostgreSQL pool (the box office service's client).
    var closers: [@Sendable () async -> Void] = []
    /// The box office service's client, made once (see `AppComposition+Service.swift`).
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
        #if Service
        if let connection = configuration.serviceConnection { return try serviceCatalog(connection) }
        #endif
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
        #if Service
        if let connection = configuration.serviceConnection { return try serviceAccounts(connection) }
        #endif
        let stores = try await openAccountsAndBoxOffice()
        return AccountsUseCases(users: stores.users, orders: stores.boxOffice, ids: RandomIDGenerator(prefix: "u-"))
    }

    /// The box office, in the data file or on the PostgreSQL server
    /// configured, scheduling from the configured movie source.
    ///
    /// - Throws: ``CompositionFailure`` when the PostgreSQL URL given cannot
    ///   be used, or the bundled catalog is damaged.
    public func boxOffice() async throws(CompositionFailure) -> BoxOfficeUseCases {
        #if Service
        if let connection = configuration.serviceConnection { return try serviceBoxOffice(connection) }
        #endif
        let stores = try await openAccountsAndBoxOffice()
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
        let stores = try await openAccountsAndBoxOffice()
        return SampleCinemaUseCases(
            movies: try movies(cachingIn: nil), users: stores.users, screenings: stores.boxOffice,
            samples: stores.samples, clock: clock)
    }

    /// Whether ``sample()`` can load a sample cinema here (not through the service).
    public var offersSample: Bool { configuration.serviceConnection == nil }

    /// Closes what was opened for the network (the shared HTTP clients, the
    /// service's client, the PostgreSQL pool); call it once as the program ends.
    public func shutdown() async {
        #if TMDB
        if case .tmdb = configuration.movies { await HTTPClientNetworkService.shutdownSharedClients() }
        #endif
        for close in closers { await close() }
        #if PostgreSQL
        await postgres?.close()
        #endif
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
    /// or PostgreSQL when the configuration names a server. Nothing above
    /// this line knows which.
    func openAccountsAndBoxOffice() async throws(CompositionFailure)
        -> Stores
    {
        if let accountsAndBoxOffice { return accountsAndBoxOffice }
        let stores: Stores
        switch configuration.accountsAndBoxOffice {
        case .sqliteFile:
            switch openSQLite() {
            case let .success(database):
                let store = SQLiteBoxOfficeStore(database: database)
                stores = (SQLiteUserRepository(database: database), store, store)
            case let .failure(failure):
                stores = (UnavailableStorage(failure), UnavailableStorage(failure), UnavailableStorage(failure))
            }
        #if PostgreSQL
        case let .postgres(settings):
            do throws(PostgreSQLError) {
                let database = try await MarqueePostgreSQLSchema.open(settings)
                postgres = database
                let store = PostgreSQLBoxOfficeStore(database: database)
                stores = (PostgreSQLUserRepository(database: database), store, store)
            } catch {
                let failure = StorageFailure(error)
                stores = (UnavailableStorage(failure), UnavailableStorage(failure), UnavailableStorage(failure))
            }
        #endif
        case let .unusableURL(problem):
            throw CompositionFailure(problem.output)
        #if Service
        case .service:
            // A desk of the service reaches use cases, never stores (see
            // `AppComposition+Service.swift`); nothing asks for them.
            throw CompositionFailure(ConfigurationProblem.notThroughTheService(command: "this command").output)
        #endif
        }
        accountsAndBoxOffice = stores
        return stores
    }

    /// The configured movie source; TMDB behind the response cache in
    /// `database` when it opened, else carrying a warning that its answers
    /// are not cached.
    func movies(cachingIn database: Result<SQLiteDatabase, StorageFailure>?) throws(CompositionFailure)
        -> any MoviesRepository
    {
        switch configuration.movies {
        #if TMDB
        case let .tmdb(settings):
            let tmdb = TMDBMoviesRepository(
                network: network(settings.api, settings), credentials: settings.credentials,
                logger: logger("marquee.tmdb"))
            switch database {
            case nil: return tmdb
            case let .failure(failure)?: return UncachedMoviesRepository(tmdb, failure: failure)
            case let .success(database)?:
                return CachingMoviesRepository(
                    source: tmdb, cache: SQLiteResponseCache(database: database),
                    timeToLive: configuration.cacheTimeToLive, clock: clock, logger: logger("marquee.cache"))
            }
        #endif
        case .offline:
            do throws(CatalogError) {
                return try OfflineCatalogMoviesRepository.bundled()
            } catch {
                throw CompositionFailure(.failed(error.userMessage, usage: error.isUsageError))
            }
        }
    }

    /// Poster images: TMDB's image server behind the poster cache; none offline;
    /// a refusal naming the variable when its address is not usable.
    private func posters() -> (any PosterImagesRepository)? {
        #if TMDB
        guard case let .tmdb(settings) = configuration.movies else { return nil }
        guard let images = settings.images else { return UnavailablePosterImagesRepository(.sourceMisconfigured) }
        return TMDBPosterImagesRepository(
            network: network(images, settings), cache: posterCache, logger: logger("marquee.posters"))
        #else
        return nil
        #endif
    }

    #if TMDB
    /// The HTTP service for `config`, through the proxy the environment names
    /// for its base URL, if any.
    private func network(_ config: NetworkConfig, _ settings: TMDBSettings) -> HTTPClientNetworkService {
        var config = config
        config.proxy = settings.proxies.proxy(for: config.baseURL)
        return HTTPClientNetworkService(config: config, logger: logger("marquee.http"))
    }
    #endif

    /// The poster cache in the data directory.
    private var posterCache: PosterFileCache {
        PosterFileCache(directory: configuration.postersDirectory, clock: clock)
    }

    func logger(_ label: String) -> Logger {
        AppLogging.logger(label, configuration: configuration, toStandardError: logsToStandardError)
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
