import MarqueeData
import MarqueeDomain
import MarqueePresentation

/// The composition root: the one place that builds Marquee's object graph from
/// an ``AppConfiguration``, and the commands' entry points into it.
///
/// Commands call these methods; each asks a Presentation view model, renders
/// its screen or JSON, and turns errors into ``CommandFailure``s. No rule and no
/// wording lives here.
struct AppComposition {
    /// Where results came from: the word `--json` prints, and the phrase screens show.
    static let source = (json: "offline", screen: "offline catalog")

    let movies: any MoviesRepository
    let queries: any MovieQueriesRepository

    /// Builds the graph.
    ///
    /// - Throws: ``CommandFailure`` when the bundled catalog cannot be loaded.
    init(configuration: AppConfiguration) throws(CommandFailure) {
        do throws(CatalogError) {
            movies = try OfflineCatalogMoviesRepository.bundled()
        } catch {
            throw CommandFailure(error)
        }
        queries = FileMovieQueriesRepository(fileURL: configuration.recentQueriesFile)
    }

    @MainActor
    func searchMovies(_ text: String, page: Int, json: Bool) async throws {
        let viewModel = MoviesListViewModel(searchMovies: SearchMoviesUseCase(movies: movies, queries: queries))
        await viewModel.search(text, page: page)
        if let error = viewModel.error { throw CommandFailure(error) }
        if json {
            Output.lines([try JSONOutput.string(MoviesPageJSON(viewModel, source: Self.source.json))])
        } else {
            Output.lines(MoviesListScreen.render(MoviesListScreen.State(viewModel, source: Self.source.screen)))
        }
    }

    @MainActor
    func showMovie(idText: String, json: Bool) async throws {
        let viewModel = MovieDetailsViewModel(fetchDetails: FetchMovieDetailsUseCase(movies: movies))
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
