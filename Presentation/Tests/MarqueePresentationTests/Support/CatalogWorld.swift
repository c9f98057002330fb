import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation

/// The Catalog's in-memory ports and its use cases over them. Movies go
/// through a ``GatedMoviesRepository`` (to hold one query's searches) and a
/// ``StampingMoviesRepository`` (to make answers cached, stale or warned);
/// posters exist for ``PosterFixtures/alien`` only.
struct CatalogWorld {
    /// 45 "Heat" films, so results span three pages of 20.
    static let heatFilms = (1...45).map {
        MovieFixtures.movie($0 + 1000, "Heat \($0)", released: (1995, 12, 15), popularity: Double(100 - $0))
    }

    let movies: InMemoryMoviesRepository
    let gates: GatedMoviesRepository
    let stamping: StampingMoviesRepository
    let queries: InMemoryMovieQueriesRepository
    let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: PosterFixtures.jpeg()])
    let files = InMemoryPosterFiles()
    let caches: InMemoryCatalogCaches
    let clock = ManualTimeSource()

    init(
        movies: [Movie] = MovieFixtures.all + CatalogWorld.heatFilms + [PosterFixtures.alien, PosterFixtures.starWars],
        recent: [MovieQuery] = [], caches: [CacheUsage] = []
    ) {
        self.movies = InMemoryMoviesRepository(movies: movies)
        gates = GatedMoviesRepository(wrapping: self.movies)
        stamping = StampingMoviesRepository(wrapping: gates)
        queries = InMemoryMovieQueriesRepository(queries: recent)
        self.caches = InMemoryCatalogCaches(usage: caches)
    }

    var useCases: CatalogUseCases {
        CatalogUseCases(
            movies: stamping, queries: queries, posters: posters, files: files, caches: caches, clock: clock)
    }

    @MainActor func moviesList(source: CatalogSource = .offline) -> MoviesListViewModel {
        MoviesListViewModel(search: useCases.search, source: source)
    }

    @MainActor func details() -> MovieDetailsViewModel { MovieDetailsViewModel(catalog: useCases) }
    @MainActor func recent() -> RecentQueriesViewModel { RecentQueriesViewModel(catalog: useCases) }
    @MainActor func savePoster() -> SavePosterViewModel { SavePosterViewModel(catalog: useCases) }
    @MainActor func cacheStats() -> CacheStatsViewModel { CacheStatsViewModel(catalog: useCases) }
}

/// A query from text the test knows is valid.
func query(_ text: String) throws -> MovieQuery { try MovieQuery(text) }
