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
    let queries: any MovieQueriesRepository

    /// Builds the parts every command shares.
    init(configuration: AppConfiguration) {
        self.configuration = configuration
        queries = FileMovieQueriesRepository(fileURL: configuration.recentQueriesFile)
    }

    /// The movies repository for the configured source.
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

    private func makeTMDBRepository(_ settings: TMDBSettings) throws(CommandFailure) -> TMDBMoviesRepository {
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
        let movies = try makeMoviesRepository()
        let source = configuration.movieSource
        let viewModel = MoviesListViewModel(searchMovies: SearchMoviesUseCase(movies: movies, queries: queries))
        await viewModel.search(text, page: page)
        if let error = viewModel.error { throw CommandFailure(error) }
        if json {
            Output.lines([try JSONOutput.string(MoviesPageJSON(viewModel, source: source.jsonName))])
        } else {
            Output.lines(MoviesListScreen.render(MoviesListScreen.State(viewModel, source: source.screenName)))
        }
    }

    @MainActor
    func showMovie(idText: String, json: Bool) async throws {
        let viewModel = MovieDetailsViewModel(fetchDetails: FetchMovieDetailsUseCase(movies: try makeMoviesRepository()))
        await viewModel.load(idText: idText)
        if let error = viewModel.error { throw CommandFailure(error) }
        if json, let movie = viewModel.movie {
            Output.lines([try JSONOutput.string(MovieJSON(movie))])
        } else {
            Output.lines(MovieDetailsScreen.render(details: viewModel.details, errorMessage: nil))
        }
    }

    @MainActor
    func showRecentQueries(json: Bool) async throws {
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
