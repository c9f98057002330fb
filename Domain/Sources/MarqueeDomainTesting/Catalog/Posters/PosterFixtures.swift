public import MarqueeDomain

/// Poster paths, images and movies with posters, for tests here and in other projects.
///
/// The images are a few bytes that start like a JPEG file; nothing decodes them.
public enum PosterFixtures {
    /// A poster path in TMDB's form.
    public static let alienPath = path("/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg")
    /// Another poster path, for a second movie.
    public static let starWarsPath = path("/6FfCtAuVAW8XJjZ7eWeLibRLWTw.jpg")

    /// A small JPEG-looking image: the JPEG start-of-image marker, then `marker`.
    public static func jpeg(_ marker: String = "poster") -> PosterImage {
        PosterImage(bytes: [0xFF, 0xD8, 0xFF, 0xE0] + Array(marker.utf8), mediaType: "image/jpeg")
    }

    /// Alien (1979) with a poster at ``alienPath``.
    public static let alien = withPoster(MovieFixtures.alien, alienPath)
    /// Star Wars (1977) with a poster at ``starWarsPath``.
    public static let starWars = withPoster(MovieFixtures.starWars, starWarsPath)

    /// A copy of `movie` whose poster is at `path`.
    public static func withPoster(_ movie: Movie, _ path: PosterPath?) -> Movie {
        Movie(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle, overview: movie.overview,
            releaseDate: movie.releaseDate, posterPath: path, genres: movie.genres,
            originalLanguage: movie.originalLanguage, popularity: movie.popularity,
            runtimeMinutes: movie.runtimeMinutes
        )
    }

    /// Builds a poster path; a malformed fixture path is a programming error of the test.
    public static func path(_ rawValue: String) -> PosterPath {
        guard let path = try? PosterPath(rawValue) else { preconditionFailure("\(rawValue) is not a valid PosterPath") }
        return path
    }
}
