/// Every use case of the Catalog context: what each front end (the
/// commands, the full-screen app, the service's handlers) takes.
///
/// Built either over the ports, running each use case's interactor here
/// (``init(movies:queries:posters:files:caches:clock:)``), or with the
/// searches, details and recent searches of another implementation of their
/// boundaries (``init(search:details:recent:posters:files:caches:clock:)``):
/// a desk of the box office service passes its remote clients.
public struct CatalogUseCases: Sendable {
    /// Searches movies and remembers committed searches.
    public let search: any SearchMoviesUseCase
    /// One movie's details.
    public let details: any FetchMovieDetailsUseCase
    /// The recent searches.
    public let recent: any FetchRecentQueriesUseCase
    /// A movie's poster.
    public let poster: FetchPosterUseCase
    /// A movie's poster saved to a file.
    public let savePoster: SavePosterUseCase
    /// The caches kept for the movie source.
    public let caches: ManageCachesUseCase

    /// Builds the use cases over the context's ports.
    ///
    /// - Parameters:
    ///   - movies: Where movies come from.
    ///   - queries: Where recent searches are kept.
    ///   - posters: Where poster images come from; `nil` when no image
    ///     source is configured (every poster is then
    ///     ``PosterError/sourceUnavailable``).
    ///   - files: Where posters are saved.
    ///   - caches: What is kept for the movie source.
    ///   - clock: The one clock.
    public init(
        movies: any MoviesRepository, queries: any MovieQueriesRepository, posters: (any PosterImagesRepository)?,
        files: any PosterFiles, caches: any CatalogCaches, clock: any TimeSource
    ) {
        self.init(
            search: SearchMoviesInteractor(movies: movies, queries: queries),
            details: FetchMovieDetailsInteractor(movies: movies),
            recent: FetchRecentQueriesInteractor(queries: queries),
            posters: posters, files: files, caches: caches, clock: clock)
    }

    /// Gathers implementations of the searching boundaries, with posters and
    /// caches over their ports.
    ///
    /// - Parameters:
    ///   - search: Searches movies.
    ///   - details: One movie's details (posters find their path through it).
    ///   - recent: The recent searches.
    ///   - posters: Where poster images come from; `nil` when none is configured.
    ///   - files: Where posters are saved.
    ///   - caches: What is kept for the movie source.
    ///   - clock: The one clock.
    public init(
        search: any SearchMoviesUseCase, details: any FetchMovieDetailsUseCase, recent: any FetchRecentQueriesUseCase,
        posters: (any PosterImagesRepository)?, files: any PosterFiles, caches: any CatalogCaches,
        clock: any TimeSource
    ) {
        self.search = search
        self.details = details
        self.recent = recent
        poster = FetchPosterUseCase(details: details, posters: posters)
        savePoster = SavePosterUseCase(fetchPoster: poster, files: files)
        self.caches = ManageCachesUseCase(caches: caches, clock: clock)
    }
}
