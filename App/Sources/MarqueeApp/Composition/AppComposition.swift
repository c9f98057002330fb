import Foundation
import Logging
import MarqueeDomain
import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDataTMDB
import MarqueeHTTPClient
import MarqueeInfrastructure
import MarqueePostgreSQL
import MarqueeSQLite
import MarqueePresentation

/// The composition root: the one place that builds Marquee's parts from an
/// ``AppConfiguration``. Each `make…` method builds one front end's view
/// model and only what it needs — `movies recent` loads no catalog and opens
/// no network session, the offline catalog is read only when it answers, and
/// the database is opened only by commands that use it. It runs nothing: the
/// commands hand the view model to Presentation and print what comes back.
struct AppComposition {
    let configuration: AppConfiguration
    /// The one clock.
    let clock: any TimeSource = SystemTimeSource()
    /// The zone times are read and shown in: the machine's (`TZ` respected).
    var times: LocalTimeFormat { .current }
    /// Whether `MARQUEE_LOG` lines go to standard error (not while the full screen is open).
    var logsToStandardError = true

    /// A view model together with the warnings building it produced.
    struct Built<ViewModel> {
        let viewModel: ViewModel
        let warnings: [String]
    }

    // MARK: - Catalog

    /// `movies search`: the list over the configured source, remembering searches.
    @MainActor func makeMoviesList() throws(CompositionFailure) -> Built<MoviesListViewModel> {
        let (database, warnings) = openDatabaseIfPossible()
        let queries: any MovieQueriesRepository =
            database.map { SQLiteMovieQueriesRepository(database: $0) }
            ?? DiscardingMovieQueriesRepository()
        let search = SearchMoviesUseCase(movies: try makeMovies(cachingIn: database), queries: queries)
        return Built(
            viewModel: MoviesListViewModel(searchMovies: search, source: configuration.movieSource, clock: clock),
            warnings: warnings
        )
    }

    /// `movies show`: one movie's details (through the cache for TMDB).
    @MainActor func makeMovieDetails() throws(CompositionFailure) -> Built<MovieDetailsViewModel> {
        let (database, warnings) = needsCache ? openDatabaseIfPossible() : (nil, [])
        let details = FetchMovieDetailsUseCase(movies: try makeMovies(cachingIn: database))
        return Built(viewModel: MovieDetailsViewModel(fetchDetails: details, clock: clock), warnings: warnings)
    }

    /// `movies recent`: the recent searches in the data file.
    @MainActor func makeRecentQueries() throws(CompositionFailure) -> RecentQueriesViewModel {
        RecentQueriesViewModel(
            fetchRecent: FetchRecentQueriesUseCase(queries: SQLiteMovieQueriesRepository(database: try openDatabase())))
    }

    /// `movies poster`: saving a poster, when TMDB is the source.
    @MainActor func makeSavePoster() throws(CompositionFailure) -> Built<SavePosterViewModel> {
        guard case let .tmdb(settings) = configuration.movies else {
            return Built(viewModel: SavePosterViewModel(savePoster: nil), warnings: [])
        }
        let posters: TMDBPosterImagesRepository
        do {
            posters = try TMDBPosterImagesRepository(
                imageBaseURL: settings.imageBaseURL, cache: posterCache, logger: logger("marquee.posters")
            ) { network($0, settings) }
        } catch {
            throw CompositionFailure(
                ConfigurationProblem.invalidImageBaseURL(defaultURL: TMDBPosterImagesRepository.defaultImageBaseURL)
                    .output
            )
        }
        let (database, warnings) = openDatabaseIfPossible()
        let fetch = FetchPosterUseCase(movies: try makeMovies(cachingIn: database), posters: posters)
        return Built(
            viewModel: SavePosterViewModel(
                savePoster: SavePosterUseCase(fetchPoster: fetch, files: AtomicPosterFiles())),
            warnings: warnings
        )
    }

    /// `cache stats` and `cache clear`: the response and poster caches.
    @MainActor func makeCacheStats() throws(CompositionFailure) -> CacheStatsViewModel {
        let caches = MarqueeCatalogCaches(
            responses: SQLiteResponseCache(database: try openDatabase()),
            responsesLocation: configuration.databaseFile.path, posters: posterCache
        )
        return CacheStatsViewModel(caches: caches, clock: clock)
    }

    // MARK: - Accounts and box office

    @MainActor func makeUsers() async throws(CompositionFailure) -> UsersViewModel {
        let stores = try await openAccountsAndBoxOffice()
        return UsersViewModel(
            register: RegisterUserUseCase(users: stores.users, ids: RandomIDGenerator(prefix: "u-")),
            rename: RenameUserUseCase(users: stores.users),
            delete: DeleteUserUseCase(users: stores.users, orders: stores.boxOffice),
            list: ListUsersUseCase(users: stores.users),
            find: FindUserUseCase(users: stores.users)
        )
    }

    @MainActor func makeScheduleScreening() async throws(CompositionFailure) -> ScheduleScreeningViewModel {
        let stores = try await openAccountsAndBoxOffice()
        let schedule = ScheduleScreeningUseCase(
            movies: try makeMovies(cachingIn: nil), screenings: stores.boxOffice, ids: RandomIDGenerator(prefix: "s-"),
            clock: clock
        )
        return ScheduleScreeningViewModel(schedule: schedule, times: times)
    }

    @MainActor func makeProgram() async throws(CompositionFailure) -> ProgramViewModel {
        let stores = try await openAccountsAndBoxOffice()
        return ProgramViewModel(
            listProgram: ListProgramUseCase(screenings: stores.boxOffice, clock: clock), times: times)
    }

    @MainActor func makeOrder() async throws(CompositionFailure) -> OrderViewModel {
        let stores = try await openAccountsAndBoxOffice()
        return OrderViewModel(
            placeOrder: PlaceOrderUseCase(
                users: stores.users, screenings: stores.boxOffice, orders: stores.boxOffice,
                ids: RandomIDGenerator(prefix: "o-"), clock: clock
            ),
            payOrder: PayOrderUseCase(orders: stores.boxOffice, clock: clock),
            cancelOrder: CancelOrderUseCase(orders: stores.boxOffice, clock: clock),
            describeOrder: OrderReceiptUseCase(users: stores.users, screenings: stores.boxOffice),
            times: times
        )
    }

    @MainActor func makeCustomerOrders() async throws(CompositionFailure) -> CustomerOrdersViewModel {
        let stores = try await openAccountsAndBoxOffice()
        let list = ListCustomerOrdersUseCase(
            orders: stores.boxOffice, users: stores.users, screenings: stores.boxOffice)
        return CustomerOrdersViewModel(listOrders: list, times: times)
    }

    // MARK: - The full-screen box office

    /// Every use case the interactive app drives, over one database, the
    /// configured movie source (TMDB behind its cache), and posters when TMDB
    /// is the source.
    @MainActor func makeBoxOfficeServices() async throws(CompositionFailure) -> BoxOfficeServices {
        let database = try openDatabase()
        let stores = try await openAccountsAndBoxOffice(sqlite: database)
        let users = stores.users
        let store = stores.boxOffice
        let movies = try makeMovies(cachingIn: database)
        var fetchPoster: FetchPosterUseCase?
        if case let .tmdb(settings) = configuration.movies,
            let posters = try? TMDBPosterImagesRepository(
                imageBaseURL: settings.imageBaseURL, cache: posterCache, logger: logger("marquee.posters"),
                makeNetwork: { network($0, settings) }
            )
        {
            fetchPoster = FetchPosterUseCase(movies: movies, posters: posters)
        }
        return BoxOfficeServices(
            searchMovies: SearchMoviesUseCase(
                movies: movies, queries: SQLiteMovieQueriesRepository(database: database)),
            fetchDetails: FetchMovieDetailsUseCase(movies: movies), fetchPoster: fetchPoster,
            fetchRecent: FetchRecentQueriesUseCase(queries: SQLiteMovieQueriesRepository(database: database)),
            source: configuration.movieSource, timeSource: clock,
            listProgram: ListProgramUseCase(screenings: store, clock: clock),
            placeOrder: PlaceOrderUseCase(
                users: users, screenings: store, orders: store, ids: RandomIDGenerator(prefix: "o-"), clock: clock
            ),
            payOrder: PayOrderUseCase(orders: store, clock: clock),
            cancelOrder: CancelOrderUseCase(orders: store, clock: clock),
            describeOrder: OrderReceiptUseCase(users: users, screenings: store),
            listOrders: ListCustomerOrdersUseCase(orders: store, users: users, screenings: store),
            registerUser: RegisterUserUseCase(users: users, ids: RandomIDGenerator(prefix: "u-")),
            renameUser: RenameUserUseCase(users: users), deleteUser: DeleteUserUseCase(users: users, orders: store),
            listUsers: ListUsersUseCase(users: users), findUser: FindUserUseCase(users: users), times: times
        )
    }

    // MARK: - Parts

    /// Where accounts and the box office live, opened.
    struct AccountsAndBoxOffice {
        let users: any UserRepository
        let boxOffice: any ScreeningRepository & OrderRepository
    }

    /// The one switch between stores: the SQLite file in the data directory
    /// (`sqlite`, when the caller has it open already), or PostgreSQL when
    /// the configuration names a server. Nothing above this line knows which.
    ///
    /// - Throws: ``CompositionFailure`` with the store's one-line message
    ///   (for PostgreSQL it names server, database and user, never the password).
    private func openAccountsAndBoxOffice(sqlite: SQLiteDatabase? = nil) async throws(CompositionFailure)
        -> AccountsAndBoxOffice
    {
        switch configuration.accountsAndBoxOffice {
        case .sqliteFile:
            let database: SQLiteDatabase
            if let sqlite {
                database = sqlite
            } else {
                database = try openDatabase()
            }
            return AccountsAndBoxOffice(
                users: SQLiteUserRepository(database: database), boxOffice: SQLiteBoxOfficeStore(database: database))
        case let .postgres(settings):
            do throws(PostgreSQLError) {
                let database = try await MarqueePostgreSQLSchema.open(settings)
                return AccountsAndBoxOffice(
                    users: PostgreSQLUserRepository(database: database),
                    boxOffice: PostgreSQLBoxOfficeStore(database: database))
            } catch {
                throw CompositionFailure(StorageNotice.unavailable(error.description))
            }
        case let .unusableURL(error):
            throw CompositionFailure(.failed(error.description, usage: true))
        }
    }

    /// Whether movie answers go through the response cache (TMDB only).
    private var needsCache: Bool {
        if case .tmdb = configuration.movies { return true }
        return false
    }

    /// The configured movie source; TMDB behind the response cache when a database is given.
    private func makeMovies(cachingIn database: SQLiteDatabase?) throws(CompositionFailure) -> any MoviesRepository {
        switch configuration.movies {
        case let .tmdb(settings):
            let tmdb = TMDBMoviesRepository(
                network: network(settings.api, settings),
                credentials: settings.credentials, logger: logger("marquee.tmdb")
            )
            guard let database else { return tmdb }
            return CachingMoviesRepository(
                source: tmdb, cache: SQLiteResponseCache(database: database), timeToLive: configuration.cacheTimeToLive,
                clock: clock, logger: logger("marquee.cache")
            )
        case .offline:
            do throws(CatalogError) {
                return try OfflineCatalogMoviesRepository.bundled()
            } catch {
                throw CompositionFailure(.failed(error.userMessage, usage: error.isUsageError))
            }
        }
    }

    /// The HTTP service for `config`, through the proxy the environment names
    /// for its base URL, if any.
    private func network(_ config: NetworkConfig, _ settings: TMDBSettings) -> HTTPClientNetworkService {
        var config = config
        config.proxy = settings.proxies.proxy(for: config.baseURL)
        return HTTPClientNetworkService(config: config, logger: logger("marquee.http"))
    }

    /// The poster cache in the data directory.
    private var posterCache: PosterFileCache {
        PosterFileCache(directory: configuration.postersDirectory, clock: clock)
    }

    /// Opens (creating and migrating when needed) the SQLite file in the data
    /// directory; every command that stores something shares this one file.
    ///
    /// - Throws: ``CompositionFailure`` with the database's own one-line
    ///   message (it names the file and what to do; the file is never overwritten).
    func openDatabase() throws(CompositionFailure) -> SQLiteDatabase {
        do throws(SQLiteError) {
            return try MarqueeDatabase.open(at: .file(configuration.databaseFile))
        } catch {
            throw CompositionFailure(StorageNotice.unavailable(error.description))
        }
    }

    /// The database, or `nil` and a warning: reading movies never depends on
    /// it. A file that can only be read counts as unavailable here, since
    /// searching writes (recent searches, cached answers).
    private func openDatabaseIfPossible() -> (SQLiteDatabase?, [String]) {
        do throws(SQLiteError) {
            let database = try MarqueeDatabase.open(at: .file(configuration.databaseFile))
            guard let refusal = database.writeRefusal else { return (database, []) }
            return (nil, [StorageNotice.goingOnWithoutStorage(refusal.description)])
        } catch {
            return (nil, [StorageNotice.goingOnWithoutStorage(error.description)])
        }
    }

    private func logger(_ label: String) -> Logger {
        AppLogging.logger(label, configuration: configuration, toStandardError: logsToStandardError)
    }
}

/// A part could not be built; the command ends with this output.
struct CompositionFailure: Error {
    let output: CommandOutput

    init(_ output: CommandOutput) {
        self.output = output
    }
}
