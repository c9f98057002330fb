/// A film in the catalog: an entity identified by its ``MovieID``.
public struct Movie: Identifiable, Hashable, Sendable {
    /// The movie's identity; two values with the same id are the same film.
    public let id: MovieID
    /// The title in the catalog's language.
    public let title: String
    /// The title in the film's original language.
    public let originalTitle: String
    /// A short summary; may be empty.
    public let overview: String
    /// The first release date, when known.
    public let releaseDate: ReleaseDate?
    /// The poster image, when the source has one.
    public let posterPath: PosterPath?
    /// Genres, most defining first.
    public let genres: [Genre]
    /// The original language as an ISO 639-1 code, such as `"fr"`.
    public let originalLanguage: String
    /// How popular the film is in its source; used to order equally good matches.
    public let popularity: Double
    /// Length in minutes, when the source knows it (details only).
    public let runtimeMinutes: Int?
    /// A one-line slogan, such as "In space no one can hear you scream.";
    /// empty when the source has none (search results never carry one).
    public let tagline: String

    /// Creates a movie.
    public init(
        id: MovieID,
        title: String,
        originalTitle: String? = nil,
        overview: String = "",
        releaseDate: ReleaseDate? = nil,
        posterPath: PosterPath? = nil,
        genres: [Genre] = [],
        originalLanguage: String = "",
        popularity: Double = 0,
        runtimeMinutes: Int? = nil,
        tagline: String = ""
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle ?? title
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.genres = genres
        self.originalLanguage = originalLanguage
        self.popularity = popularity
        self.runtimeMinutes = runtimeMinutes
        self.tagline = tagline
    }

    /// The release year, when the release date is known.
    public var releaseYear: Int? { releaseDate?.year }
}
