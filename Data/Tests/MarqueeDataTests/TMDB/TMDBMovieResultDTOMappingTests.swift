import Foundation
import MarqueeDomain
@testable import MarqueeData
import Testing

@Suite struct TMDBTMDBMovieResultDTOMappingTests {
    private func decode(_ json: String) throws -> TMDBMovieResultDTO {
        try JSONDecoder().decode(TMDBMovieResultDTO.self, from: Data(json.utf8))
    }

    @Test func mapsEveryFieldTMDBSends() throws {
        let dto = try decode(
            """
            {"id": 348, "title": "Alien", "original_title": "Alien", "overview": "In space.",
             "release_date": "1979-05-25", "poster_path": "/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg",
             "genre_ids": [27, 878], "original_language": "en", "popularity": 61.5}
            """)
        let movie = try dto.toDomain()
        #expect(movie.id == (try MovieID(348)))
        #expect(movie.releaseDate == (try ReleaseDate(iso: "1979-05-25")))
        #expect(movie.posterPath == (try PosterPath("/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg")))
        #expect(movie.genres.map(\.name) == ["Horror", "Science Fiction"])
        #expect(movie.originalLanguage == "en")
        #expect(movie.popularity == 61.5)
        #expect(movie.overview == "In space.")
    }

    @Test func anEmptyReleaseDateAndANullPosterMeanUnknown() throws {
        let movie = try decode(#"{"id": 1, "title": "Untitled", "release_date": "", "poster_path": null}"#).toDomain()
        #expect(movie.releaseDate == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.originalTitle == "Untitled")
    }

    @Test func unknownGenreIDsAreDropped() throws {
        let movie = try decode(#"{"id": 1, "title": "X", "genre_ids": [99999, 18]}"#).toDomain()
        #expect(movie.genres.map(\.id) == [18])
    }

    @Test func anImpossibleDateIsADomainError() throws {
        let dto = try decode(#"{"id": 1, "title": "X", "release_date": "1979-02-30"}"#)
        #expect(throws: CatalogError.invalidReleaseDate("1979-02-30")) { try dto.toDomain() }
    }

    @Test func aNonPositiveIDIsADomainError() throws {
        let dto = try decode(#"{"id": 0, "title": "X"}"#)
        #expect(throws: CatalogError.invalidMovieID(0)) { try dto.toDomain() }
    }

    @Test func aBlankTitleIsCorruptData() throws {
        let dto = try decode(#"{"id": 5, "title": "  "}"#)
        #expect(throws: CatalogError.unreadableData(.tmdb, .emptyTitle(movieID: 5))) { try dto.toDomain() }
    }
}
