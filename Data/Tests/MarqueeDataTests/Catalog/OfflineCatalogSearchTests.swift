import Foundation
import MarqueeData
import MarqueeDomain
import Testing

/// Ranking and paging, over a small catalog built for the purpose.
@Suite struct OfflineCatalogSearchTests {
    static func catalogJSON(_ films: [(id: Int, title: String, original: String?, popularity: Double)]) -> Data {
        let results = films.map { film in
            let original = film.original.map { #""original_title": "\#($0)","# } ?? ""
            return
                #"{"id": \#(film.id), "title": "\#(film.title)", \#(original) "popularity": \#(film.popularity), "release_date": "2000-01-01", "genre_ids": [18]}"#
        }
        return Data(
            #"{"page": 1, "total_pages": 1, "total_results": \#(films.count), "results": [\#(results.joined(separator: ","))]}"#
                .utf8)
    }

    let repository: OfflineCatalogMoviesRepository

    init() throws {
        repository = try OfflineCatalogMoviesRepository(
            jsonData: Self.catalogJSON([
                (1, "Aliens", nil, 50),
                (2, "Alien", nil, 10),
                (3, "Alien Nation", nil, 90),
                (4, "Cowboys & Aliens", nil, 99),
                (5, "The Nation of Strangers", nil, 95),
                (6, "Amélie", "Le Fabuleux Destin d'Amélie Poulain", 30),
                (7, "Nation Alien Story", nil, 5),
            ]))
    }

    private func titles(_ text: String, page: Int = 1) async throws -> [String] {
        try await repository.searchMovies(MovieQuery(text), page: PageNumber(page)).movies.map(\.title)
    }

    @Test func exactTitleThenPrefixThenAllWordsThenAnyWordWithTiesByPopularity() async throws {
        #expect(
            try await titles("alien") == ["Alien", "Alien Nation", "Aliens", "Cowboys & Aliens", "Nation Alien Story"])
        #expect(
            try await titles("alien nation") == [
                "Alien Nation", "Nation Alien Story", "Cowboys & Aliens", "The Nation of Strangers", "Aliens", "Alien",
            ])
    }

    @Test func caseAndDiacriticsDoNotMatter() async throws {
        #expect(try await titles("AMELIE") == ["Amélie"])
        #expect(try await titles("amélie") == ["Amélie"])
    }

    @Test func theOriginalTitleIsSearchedToo() async throws {
        #expect(try await titles("fabuleux destin") == ["Amélie"])
    }

    @Test func aQueryThatMatchesNothingGivesAnEmptyFirstPage() async throws {
        let page = try await repository.searchMovies(MovieQuery("zzz"), page: PageNumber(1))
        #expect(page.isEmpty)
        #expect(page.totalPages == 0)
    }

    @Test func stopWordsAloneDoNotMatchEverything() async throws {
        #expect(try await titles("the strangers") == ["The Nation of Strangers"])
    }

    @Test func detailsByID() async throws {
        #expect(try await repository.movieDetails(MovieID(6)).originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
        await #expect(throws: CatalogError.movieNotFound(try MovieID(99))) {
            try await repository.movieDetails(MovieID(99))
        }
    }
}

/// Pages of 20, like TMDB.
@Suite struct OfflineCatalogPagingTests {
    let repository: OfflineCatalogMoviesRepository

    init() throws {
        let films = (1...45).map { (id: $0, title: "Heat \($0)", original: String?.none, popularity: Double(100 - $0)) }
        repository = try OfflineCatalogMoviesRepository(jsonData: OfflineCatalogSearchTests.catalogJSON(films))
    }

    @Test func pagesHoldTwentyAndTheLastHoldsTheRest() async throws {
        let first = try await repository.searchMovies(MovieQuery("heat"), page: PageNumber(1))
        let last = try await repository.searchMovies(MovieQuery("heat"), page: PageNumber(3))
        #expect(first.movies.count == 20 && first.totalPages == 3 && first.totalResults == 45 && first.nextPage == 2)
        #expect(last.movies.count == 5 && !last.hasNextPage)
        #expect(first.movies.first?.title == "Heat 1")
        #expect(last.movies.last?.title == "Heat 45")
    }

    @Test func aPagePastTheLastIsAnError() async throws {
        await #expect(throws: CatalogError.invalidPage(requested: 4, lastPage: 3)) {
            try await repository.searchMovies(MovieQuery("heat"), page: PageNumber(4))
        }
    }
}
