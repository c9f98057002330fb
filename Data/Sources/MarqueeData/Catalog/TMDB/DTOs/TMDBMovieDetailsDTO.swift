/// TMDB's answer to `GET /3/movie/{id}`: the fields Marquee reads, named as
/// TMDB sends them. Nothing here leaves the Data layer.
///
/// A field Marquee shows with the wrong type fails the answer, naming the
/// field; `popularity` is read leniently (see ``TMDBMovieResultDTO``), and
/// fields Marquee does not read are not declared at all.
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
    /// Minutes; TMDB sends `0` or `null` when unknown.
    let runtime: Int?
    let tagline: String?

    enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, popularity, runtime, tagline
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        originalTitle = try container.decodeIfPresent(String.self, forKey: .originalTitle)
        originalLanguage = try container.decodeIfPresent(String.self, forKey: .originalLanguage)
        overview = try container.decodeIfPresent(String.self, forKey: .overview)
        releaseDate = try container.decodeIfPresent(String.self, forKey: .releaseDate)
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath)
        genres = try container.decodeIfPresent([GenreDTO].self, forKey: .genres)
        popularity = container.decodeLeniently(Double.self, forKey: .popularity)
        runtime = try container.decodeIfPresent(Int.self, forKey: .runtime)
        tagline = try container.decodeIfPresent(String.self, forKey: .tagline)
    }
}
