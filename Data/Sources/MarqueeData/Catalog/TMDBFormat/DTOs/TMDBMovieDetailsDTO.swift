/// TMDB's answer to `GET /3/movie/{id}`: the fields Marquee reads, named as
/// TMDB sends them. Nothing here leaves the Data layer.
///
/// A field Marquee shows with the wrong type fails the answer, naming the
/// field; `popularity` is read leniently (see ``TMDBMovieResultDTO``), and
/// fields Marquee does not read are not declared at all.
package struct TMDBMovieDetailsDTO: Decodable, Sendable {
    /// One entry of `genres`: TMDB's id and display name.
    package struct GenreDTO: Decodable, Sendable {
        let id: Int
        let name: String
    }

    package let id: Int
    package let title: String
    package let originalTitle: String?
    package let originalLanguage: String?
    package let overview: String?
    /// TMDB sends `""` when the date is unknown.
    package let releaseDate: String?
    /// TMDB sends `null` when there is no poster.
    package let posterPath: String?
    package let genres: [GenreDTO]?
    package let popularity: Double?
    /// Minutes; TMDB sends `0` or `null` when unknown.
    package let runtime: Int?
    package let tagline: String?

    package enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, popularity, runtime, tagline
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
    }

    package init(from decoder: any Decoder) throws {
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
