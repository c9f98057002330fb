import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeInfrastructure
import MarqueePresentation

/// The composition root: the one place that builds Marquee's object graph from
/// an ``AppConfiguration``, and the commands' entry points into it.
///
/// Commands call these methods; each asks a Presentation view model, renders
/// its screen or JSON, and turns errors into ``CommandFailure``s. No rule and no
/// wording lives here. Parts are built when a command needs them: `movies
/// recent` loads no catalog and opens no network session, and the offline
/// catalog is read only when it answers.
struct AppComposition {
    let configuration: AppConfiguration

    /// Builds the parts every command shares.
    init(configuration: AppConfiguration) {
        self.configuration = configuration
    }

    /// What a movie command reads through: the repository, and the caching
    /// decorator in front of TMDB (to ask where an answer came from).
    struct MovieSources {
        let movies: any MoviesRepository
        let caching: CachingMoviesRepository?
        let queries: any MovieQueriesRepository
    }

    /// The movies repository and recent searches for the configured source.
    ///
    /// Reading movies never depends on the database: when it cannot be opened
    /// (a read-only or full data directory, a damaged file) one warning line
    /// says so and the command goes on without the cache and without
    /// remembering the search. The database is not opened at all when nothing
    /// needs it (`movies show` from the offline catalog).
    ///
    /// - Parameter remembering: Whether the command saves recent searches.
    /// - Throws: ``CommandFailure`` when the bundled catalog cannot be loaded
    ///   or TMDB's base URL is unusable.
    func makeMovieSources(remembering: Bool) throws(CommandFailure) -> MovieSources {
        var database: SQLiteDatabase?
        if remembering || configuration.movieSource == .tmdb {
            do {
                database = try openDatabase()
            } catch let .failure(message), let .usage(message) {
                Output.error("warning: \(message); going on without the cache, and searches are not remembered.")
            }
        }
        let queries: any MovieQueriesRepository = database.map { SQLiteMovieQueriesRepository(database: $0) }
            ?? DiscardingMovieQueriesRepository()
        switch (configuration.movieSource, configuration.tmdb) {
        case let (.tmdb, settings?):
            let tmdb = try makeTMDBRepository(settings)
            guard let database else { return MovieSources(movies: tmdb, caching: nil, queries: queries) }
            let caching = CachingMoviesRepository(
                source: tmdb, cache: SQLiteResponseCache(database: database),
                timeToLive: configuration.cacheTimeToLive,
                logger: AppLogging.logger("marquee.cache", configuration: configuration)
            )
            return MovieSources(movies: caching, caching: caching, queries: queries)
        case (.tmdb, nil):
            throw .usage("--source tmdb needs TMDB_API_KEY or TMDB_ACCESS_TOKEN.")
        case (.offline, _):
            do throws(CatalogError) {
                return MovieSources(movies: try OfflineCatalogMoviesRepository.bundled(), caching: nil, queries: queries)
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// The movies repository for the configured source, without the response
    /// cache (for commands that only look a movie up).
    ///
    /// - Throws: ``CommandFailure`` when the bundled catalog cannot be loaded
    ///   or TMDB's base URL is unusable.
    func makeMoviesRepository() throws(CommandFailure) -> any MoviesRepository {
        switch (configuration.movieSource, configuration.tmdb) {
        case let (.tmdb, settings?):
            return try makeTMDBRepository(settings)
        case (.tmdb, nil):
            throw .usage("--source tmdb needs TMDB_API_KEY or TMDB_ACCESS_TOKEN.")
        case (.offline, _):
            do throws(CatalogError) {
                return try OfflineCatalogMoviesRepository.bundled()
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    func makeTMDBRepository(_ settings: TMDBSettings) throws(CommandFailure) -> TMDBMoviesRepository {
        let networkConfig: NetworkConfig
        do {
            networkConfig = try TMDBMoviesRepository.networkConfig(baseURL: settings.baseURL)
        } catch {
            throw .usage("MARQUEE_TMDB_BASE_URL must be an absolute http(s) URL, such as \(TMDBMoviesRepository.defaultBaseURL).")
        }
        let network = URLSessionNetworkService(
            config: networkConfig,
            logger: AppLogging.logger("marquee.http", configuration: configuration)
        )
        return TMDBMoviesRepository(
            network: network,
            credentials: settings.credentials,
            logger: AppLogging.logger("marquee.tmdb", configuration: configuration)
        )
    }

    @MainActor
    func searchMovies(_ text: String, page: Int, json: Bool) async throws {
        let sources = try makeMovieSources(remembering: true)
        let source = configuration.movieSource
        let viewModel = MoviesListViewModel(searchMovies: SearchMoviesUseCase(movies: sources.movies, queries: sources.queries))
        await viewModel.search(text, page: page)
        if let error = viewModel.error { throw CommandFailure(error) }
        let freshness = viewModel.query.flatMap { sources.caching?.freshness(ofSearch: $0, page: viewModel.currentPage) }
        if json {
            let page = MoviesPageJSON(viewModel, source: source.jsonName)
            let answer = SearchResultsJSON(page, stale: freshness?.isStale ?? false, cachedAt: freshness?.cachedAt)
            Output.lines([try JSONOutput.string(answer)])
        } else {
            var lines = MoviesListScreen.render(MoviesListScreen.State(viewModel, source: source.screenName))
            if case let .stale(cachedAt, reason)? = freshness {
                lines.insert(CachedAnswerNote.line(cachedAt: cachedAt, now: Date(), reason: reason), at: 1)
            }
            Output.lines(lines)
        }
    }

    @MainActor
    func showMovie(idText: String, json: Bool) async throws {
        let sources = try makeMovieSources(remembering: false)
        let viewModel = MovieDetailsViewModel(fetchDetails: FetchMovieDetailsUseCase(movies: sources.movies))
        await viewModel.load(idText: idText)
        if let error = viewModel.error { throw CommandFailure(error) }
        if json, let movie = viewModel.movie {
            Output.lines([try JSONOutput.string(MovieJSON(movie))])
        } else {
            var lines = MovieDetailsScreen.render(details: viewModel.details, errorMessage: nil)
            if let movie = viewModel.movie, case let .stale(cachedAt, reason)? = sources.caching?.freshness(ofDetails: movie.id) {
                lines += ["", CachedAnswerNote.line(cachedAt: cachedAt, now: Date(), reason: reason)]
            }
            Output.lines(lines)
        }
    }

    @MainActor
    func showRecentQueries(json: Bool) async throws {
        let queries = SQLiteMovieQueriesRepository(database: try openDatabase())
        let viewModel = RecentQueriesViewModel(fetchRecent: FetchRecentQueriesUseCase(queries: queries))
        await viewModel.load()
        if let error = viewModel.error { throw CommandFailure(error) }
        if json {
            Output.lines([try JSONOutput.string(RecentQueriesJSON(queries: viewModel.items))])
        } else {
            Output.lines(RecentQueriesScreen.render(items: viewModel.items, errorMessage: nil))
        }
    }
}
