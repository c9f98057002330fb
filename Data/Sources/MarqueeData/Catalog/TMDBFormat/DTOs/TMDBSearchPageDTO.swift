/// TMDB's answer to `GET /3/search/movie`, read so that one unreadable result
/// cannot fail the whole page.
///
/// The page fields must be right (a wrong `total_pages` fails the page, naming
/// the field); each result is decoded on its own into a ``TMDBSearchResultSlot``.
package struct TMDBSearchPageDTO: Decodable, Sendable {
    package let page: Int
    package let results: [TMDBSearchResultSlot]
    package let totalPages: Int
    package let totalResults: Int

    package enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One entry of a search page's `results`: the result, or why it could not be read.
package struct TMDBSearchResultSlot: Decodable, Sendable {
    /// The decoded result, or the field path and reason it failed, such as
    /// `results[3].id: expected Int, …`.
    package let outcome: Result<TMDBMovieResultDTO, TMDBUnreadableResult>

    package init(from decoder: any Decoder) throws {
        do {
            outcome = .success(try TMDBMovieResultDTO(from: decoder))
        } catch {
            outcome = .failure(TMDBUnreadableResult(reason: DecodingErrorDescription.describe(error)))
        }
    }
}

/// Why one search result was skipped.
package struct TMDBUnreadableResult: Error, Sendable {
    /// The field path and what was wrong there.
    package let reason: String
}
