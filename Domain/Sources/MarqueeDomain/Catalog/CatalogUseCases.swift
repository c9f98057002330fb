/// Every use case of the Catalog context, built once over its ports: what
/// each front end (the commands, the full-screen app, the service) takes.
public struct CatalogUseCases: Sendable {
    /// Searches movies and remembers committed searches.
    public let search: SearchMoviesUseCase
    /// One movie's details.
    public let details: FetchMovieDetailsUseCase
    /// The recent searches.
    public let recent: FetchRecentQueriesUseCase
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
        search = SearchMoviesUseCase(movies: movies, queries: queries)
        details = FetchMovieDetailsUseCase(movies: movies)
        recent = FetchRecentQueriesUseCase(queries: queries)
        poster = FetchPosterUseCase(movies: movies, posters: posters)
        savePoster = SavePosterUseCase(fetchPoster: poster, files: files)
        self.caches = ManageCachesUseCase(caches: caches, clock: clock)
    }
}
