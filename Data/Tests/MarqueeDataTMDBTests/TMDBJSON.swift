import Foundation
import MarqueeDomain

/// TMDB's JSON, written the way TMDB writes it, for the test server to send.
enum TMDBJSON {
    /// TMDB's answer to a bad API key (status 401).
    static let invalidKey =
        #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
    /// TMDB's answer to an unknown movie id (status 404).
    static let notFound =
        #"{"status_code":34,"status_message":"The resource you requested could not be found.","success":false}"#
    /// TMDB's answer when it is over capacity (status 503).
    static let unavailable =
        #"{"status_code":9,"status_message":"Service offline - This service is temporarily offline, try again later.","success":false}"#
    /// TMDB's answer to an internal error (status 500).
    static let internalError =
        #"{"status_code":11,"status_message":"Internal error: Something went wrong, contact TMDb.","success":false}"#

    /// One search result as TMDB sends it.
    static func result(_ movie: Movie) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": NSNull(),
            "genre_ids": movie.genres.map(\.id),
            "id": movie.id.rawValue,
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": movie.popularity,
            "poster_path": movie.posterPath.map { $0.rawValue as Any } ?? NSNull(),
            "release_date": movie.releaseDate?.description ?? "",
            "title": movie.title,
            "video": false,
            "vote_average": 7.9,
            "vote_count": 1234,
        ]
    }

    /// A search page as TMDB sends it.
    static func page(_ results: [[String: Any]], page: Int = 1, totalPages: Int = 1, totalResults: Int? = nil) -> String
    {
        text([
            "page": page,
            "results": results,
            "total_pages": totalPages,
            "total_results": totalResults ?? results.count,
        ])
    }

    /// A search page of `movies`.
    static func page(of movies: [Movie], page: Int = 1, totalPages: Int = 1, totalResults: Int? = nil) -> String {
        self.page(movies.map(result), page: page, totalPages: totalPages, totalResults: totalResults)
    }

    /// A movie's details as TMDB sends them.
    static func details(_ movie: Movie, runtime: Int? = 117) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": NSNull(),
            "belongs_to_collection": NSNull(),
            "budget": 11_000_000,
            "genres": movie.genres.map { ["id": $0.id, "name": $0.name] },
            "homepage": "",
            "id": movie.id.rawValue,
            "imdb_id": "tt0078748",
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": movie.popularity,
            "poster_path": movie.posterPath.map { $0.rawValue as Any } ?? NSNull(),
            "release_date": movie.releaseDate?.description ?? "",
            "revenue": 104_931_801,
            "runtime": runtime.map { $0 as Any } ?? NSNull(),
            "status": "Released",
            "tagline": "In space no one can hear you scream.",
            "title": movie.title,
            "video": false,
            "vote_average": 8.2,
            "vote_count": 15000,
        ]
    }

    /// The JSON text of `object`.
    static func text(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
