/// TMDB's answer to `GET /3/movie/{id}`: the fields Marquee reads, named as
/// TMDB sends them. Nothing here leaves the Data layer.
struct TMDBMovieDetailsDTO: Decodable, Sendable {
    /// One entry of `genres`: TMDB's id and display name.
    struct GenreDTO: Decodable, Sendable {
        let id: Int
        let name: String
    }

    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String?
    let overview: String?
    /// TMDB sends `""` when the date is unknown.
    let releaseDate: String?
    /// TMDB sends `null` when there is no poster.
    let posterPath: String?
    let genres: [GenreDTO]?
    let popularity: Double?
    let voteAverage: Double?
    let voteCount: Int?
    /// Minutes; TMDB sends `0` or `null` when unknown.
    let runtime: Int?
    let tagline: String?

    enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, popularity, runtime, tagline
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
