public import MarqueeDomain

/// Everything the details screen shows, as one value.
public struct MovieDetailsState: Equatable, Sendable {
    /// The movie, once loaded.
    public var movie: Movie?
    /// Where it came from.
    public var provenance: Provenance?
    /// When it arrived, by the clock.
    public var answeredAt: Timestamp?
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CatalogError?
    /// The poster, for front ends that draw it; `nil` until loaded or when
    /// there is none.
    public var poster: PosterImage?
    /// Why there is no poster to draw, worded for a person; `nil` while one
    /// may still come.
    public var posterUnavailable: String?

    /// An empty state.
    public init() {}

    /// The details, ready to show.
    public var details: MovieDetails? { movie.map(MovieDetails.init) }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage }
}

/// One movie's fields, ready to show.
public struct MovieDetails: Equatable, Sendable {
    public let id: MovieID
    public let title: String
    /// The original title, shown only when it differs from ``title``.
    public let originalTitle: String?
    public let tagline: String?
    public let releaseDate: String
    public let year: String
    public let genres: String
    public let language: String
    public let runtime: String?
    public let overview: String

    /// The details of `movie`, ready to show.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title ? nil : movie.originalTitle
        tagline = movie.tagline.isEmpty ? nil : movie.tagline
        releaseDate = movie.releaseDate?.description ?? "unknown"
        year = movie.releaseYear.map(String.init) ?? "—"
        genres = movie.genres.map(\.name).joined(separator: ", ")
        language = movie.originalLanguage
        runtime = movie.runtimeMinutes.map { "\($0) min" }
        overview = movie.overview
    }
}
