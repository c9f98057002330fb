import Foundation
import MarqueeData
import MarqueeDomain
import Testing

/// The catalog that ships with Marquee.
@Suite struct BundledOfflineCatalogTests {
    let catalog: OfflineCatalogMoviesRepository

    init() throws {
        catalog = try OfflineCatalogMoviesRepository.bundled()
    }

    @Test func holdsAtLeastTwoHundredFilms() {
        #expect(catalog.count >= 200)
    }

    /// The compiled-in table is the JSON file, film for film and field for
    /// field: after editing `Data/OfflineCatalog/offline-catalog.json`, this
    /// fails until `Scripts/generate-offline-catalog` has been run.
    @Test func theCompiledCatalogIsTheJSONFile() async throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("OfflineCatalog/offline-catalog.json")
        let fromJSON = try OfflineCatalogMoviesRepository(contentsOf: file)
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let ids = try #require((root["results"] as? [[String: Any]])?.compactMap { $0["id"] as? Int })
        #expect(ids.count == fromJSON.count)
        #expect(catalog.count == fromJSON.count, "run Scripts/generate-offline-catalog")
        var differing: [Int] = []
        for id in ids {
            let movieID = try MovieID(id)
            let expected = try await fromJSON.movieDetails(movieID).value
            let compiled = try? await catalog.movieDetails(movieID).value
            if compiled != expected { differing.append(id) }
        }
        #expect(differing == [], "films that differ from the JSON; run Scripts/generate-offline-catalog")
        // The same ranking too: a search over the whole catalog lists the same
        // films in the same order, for a few words and for every film's own
        // titles (which the compiled table holds folded already).
        var queries = ["the", "star wars", "amelie", "love"]
        for id in ids {
            let movie = try await fromJSON.movieDetails(MovieID(id)).value
            queries += [movie.title, movie.originalTitle]
        }
        var searched = 0
        for query in queries {
            guard let query = try? MovieQuery(query) else { continue }
            searched += 1
            // Ids only: the films themselves were compared field by field above.
            let compiled = try await catalog.searchMovies(query, page: PageNumber(1)).value.movies.map(\.id)
            let expected = try await fromJSON.searchMovies(query, page: PageNumber(1)).value.movies.map(\.id)
            #expect(compiled == expected, "\(query.text): run Scripts/generate-offline-catalog")
        }
        #expect(searched > ids.count)
    }

    /// Issue 36: "godfather part 2" ranked Dune: Part Two above The Godfather Part II.
    @Test(arguments: [
        ("godfather part 2", "The Godfather Part II"), ("godfather part ii", "The Godfather Part II"),
        ("the godfather part two", "The Godfather Part II"), ("dune part 2", "Dune: Part Two"),
        ("terminator two", "Terminator 2: Judgment Day"),
    ])
    func aNumberMatchesItsOtherSpellings(query: String, first: String) async throws {
        let page = try await catalog.searchMovies(MovieQuery(query), page: PageNumber(1))
        #expect(page.value.movies.first?.title == first, "\(page.value.movies.prefix(4).map(\.title))")
    }

    @Test func starWarsFindsStarWarsFirst() async throws {
        let page = try await catalog.searchMovies(MovieQuery("star wars"), page: PageNumber(1))
        #expect(page.movies.first?.id == (try MovieID(11)))
        #expect(page.movies.first?.title == "Star Wars")
    }

    @Test func alienFindsAlienThenTheSequels() async throws {
        let titles = try await catalog.searchMovies(MovieQuery("alien"), page: PageNumber(1)).movies.map(\.title)
        #expect(titles.first == "Alien")
        #expect(titles.contains("Aliens"))
    }

    @Test func amelieWithoutTheAccentFindsAmelie() async throws {
        let page = try await catalog.searchMovies(MovieQuery("amelie"), page: PageNumber(1))
        #expect(page.movies.first?.id == (try MovieID(194)))
        #expect(page.movies.first?.title == "Amélie")
    }

    @Test func detailsOfAKnownFilm() async throws {
        let movie = try await catalog.movieDetails(MovieID(348))
        #expect(movie.title == "Alien")
        #expect(movie.releaseYear == 1979)
    }
}

/// A broken catalog file is a clear error that names the problem, never a crash.
@Suite struct MalformedOfflineCatalogTests {
    private func error(loading json: String) -> CatalogError? {
        do {
            _ = try OfflineCatalogMoviesRepository(jsonData: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidJSONIsUnreadableData() {
        #expect(error(loading: #"{"page": 1, "results": ["#) == .unreadableData(.offlineCatalog, .notJSON))
    }

    @Test func aWrongFieldTypeNamesTheFieldPath() {
        let json = #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": "eleven", "title": "X"}]}"#
        #expect(error(loading: json) == .unreadableData(.offlineCatalog, .unexpectedValue(at: "results[0].id")))
    }

    @Test func aMissingFieldNamesTheFieldPath() {
        let json = #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 3}]}"#
        #expect(error(loading: json) == .unreadableData(.offlineCatalog, .missingValue(at: "results[0].title")))
    }

    @Test func aDomainRuleBrokenByOneFilmNamesThatFilm() {
        let json =
            #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 3, "title": "X", "release_date": "2001-13-01"}]}"#
        #expect(
            error(loading: json)
                == .unreadableData(.offlineCatalog, .invalidMovie(movieID: 3, .invalidReleaseDate("2001-13-01"))))
    }

    @Test func anUnreadableFileNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/marquee/catalog.json")
        do throws(CatalogError) {
            _ = try OfflineCatalogMoviesRepository(contentsOf: url)
            Issue.record("expected an error")
        } catch .unreadableData(.offlineCatalog, .unreadableFile(let path)) {
            #expect(path == "/nonexistent/marquee/catalog.json")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
