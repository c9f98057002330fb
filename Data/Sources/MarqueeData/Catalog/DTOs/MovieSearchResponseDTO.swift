/// TMDB's answer to `GET /3/search/movie`, and the shape of the bundled offline catalog.
///
/// Field names follow TMDB's JSON exactly; nothing here leaves the Data layer.
struct MovieSearchResponseDTO: Decodable, Sendable {
    let page: Int
    let results: [MovieResultDTO]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One movie in a TMDB search page.
struct MovieResultDTO: Decodable, Sendable {
    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    /// TMDB sends `""` when the date is unknown.
    let releaseDate: String?
    /// TMDB sends `null` when there is no poster.
    let posterPath: String?
    let genreIDs: [Int]?
    let originalLanguage: String?
    let popularity: Double?

    enum CodingKeys: String, CodingKey {
        case id, title, overview, popularity
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case genreIDs = "genre_ids"
        case originalLanguage = "original_language"
    }
}
