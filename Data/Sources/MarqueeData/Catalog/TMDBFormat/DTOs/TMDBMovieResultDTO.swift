/// One movie in a TMDB search page (and in the bundled offline catalog, which
/// keeps TMDB's shape). Field names follow TMDB's JSON; nothing here leaves
/// the Data layer.
///
/// Fields Marquee shows must have the right type, or the result is skipped
/// with the field's path. `popularity`, only a tie-breaker for ordering, is
/// read leniently: a value of another type counts as unknown rather than
/// rejecting the movie. Fields Marquee does not read are not declared, so they
/// can never reject an answer.
package struct TMDBMovieResultDTO: Decodable, Sendable {
    package let id: Int
    package let title: String
    package let originalTitle: String?
    package let overview: String?
    /// TMDB sends `""` when the date is unknown.
    package let releaseDate: String?
    /// TMDB sends `null` when there is no poster.
    package let posterPath: String?
    package let genreIDs: [Int]?
    package let originalLanguage: String?
    package let popularity: Double?

    package enum CodingKeys: String, CodingKey {
        case id, title, overview, popularity
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case genreIDs = "genre_ids"
        case originalLanguage = "original_language"
    }
}

// In an extension, so the memberwise initializer (used by the compiled-in
// offline catalog) is still synthesized.
extension TMDBMovieResultDTO {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        originalTitle = try container.decodeIfPresent(String.self, forKey: .originalTitle)
        overview = try container.decodeIfPresent(String.self, forKey: .overview)
        releaseDate = try container.decodeIfPresent(String.self, forKey: .releaseDate)
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath)
        genreIDs = try container.decodeIfPresent([Int].self, forKey: .genreIDs)
        originalLanguage = try container.decodeIfPresent(String.self, forKey: .originalLanguage)
        popularity = container.decodeLeniently(Double.self, forKey: .popularity)
    }
}
