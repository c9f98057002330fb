public import MarqueeDomain

/// The stable JSON form of a movie printed by `--json`. Field names and types
/// are part of Marquee's documented interface: add fields, never rename.
public struct MovieJSON: Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let originalTitle: String
    public let releaseDate: String?
    public let year: Int?
    public let genres: [String]
    public let originalLanguage: String
    public let overview: String
    public let posterPath: String?
    public let runtimeMinutes: Int?

    /// The JSON form of `movie`.
    public init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        releaseDate = movie.releaseDate?.description
        year = movie.releaseYear
        genres = movie.genres.map(\.name)
        originalLanguage = movie.originalLanguage
        overview = movie.overview
        posterPath = movie.posterPath?.rawValue
        runtimeMinutes = movie.runtimeMinutes
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, originalTitle, releaseDate, year, genres, originalLanguage, overview, posterPath, runtimeMinutes
    }

    /// Writes every field, unknown ones as `null`, so scripts can rely on the keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(originalTitle, forKey: .originalTitle)
        try container.encode(releaseDate, forKey: .releaseDate)
        try container.encode(year, forKey: .year)
        try container.encode(genres, forKey: .genres)
        try container.encode(originalLanguage, forKey: .originalLanguage)
        try container.encode(overview, forKey: .overview)
        try container.encode(posterPath, forKey: .posterPath)
        try container.encode(runtimeMinutes, forKey: .runtimeMinutes)
    }
}

/// The stable JSON form of a page of search results.
public struct MoviesPageJSON: Codable, Equatable, Sendable {
    public let query: String
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let source: String
    public let movies: [MovieJSON]

    /// The JSON form of what the list view model shows.
    @MainActor public init(_ viewModel: MoviesListViewModel, source: String) {
        query = viewModel.query?.text ?? ""
        page = viewModel.currentPage
        totalPages = viewModel.totalPages
        totalResults = viewModel.totalResults
        self.source = source
        movies = viewModel.loadedMovies.map(MovieJSON.init)
    }
}

/// The stable JSON form of the recent searches.
public struct RecentQueriesJSON: Codable, Equatable, Sendable {
    public let queries: [String]

    /// Creates the JSON form of a list of query texts, newest first.
    public init(queries: [String]) {
        self.queries = queries
    }
}
