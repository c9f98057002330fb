import Foundation
import MarqueeData
import MarqueeDomain
import Testing

/// TMDB's JSON at the edges of what Marquee reads, mapped to Domain or to
/// the problem that names what was wrong.
///
/// | Field or answer | Read as | Refused as |
/// |---|---|---|
/// | `title` | trimmed: `" Alien\n"` → `Alien`; inner spaces kept | blank (`""`, `" \t"`) → `emptyTitle(id)`, from the source that sent it |
/// | `original_title` | `""` or missing → the title | |
/// | `release_date` | `""` or `null` → unknown; `1850-01-01` | `1849-12-31`, `1979-02-30` → `invalidReleaseDate` |
/// | `poster_path` | `null` → none; `/a.jpg` | `""`, `a.jpg` → `invalidPosterPath` |
/// | `runtime` (details) | `1` → 1 minute; `0`, `-5`, `null` → unknown | |
/// | `popularity` | any number; a string, `null` or missing → 0 | |
/// | `genre_ids` / `genres` | in TMDB's order; unknown ids dropped; details keep their own names | |
/// | `overview`, `original_language`, `tagline` | missing → empty | |
/// | `id` | ≥ 1 | `0`, `-1` → `invalidMovieID` |
/// | a decoding failure | | wrong type → `unexpectedValue(at:)`; `null` or missing → `missingValue(at:)`, the key appended; not JSON (also empty) → `notJSON`; a corrupted value deeper in → `unexpectedValue(at:)`; any other error → `notJSON` |
/// | a search page | each result decoded on its own | a page field of the wrong type fails the page |
@Suite struct TMDBMappingEdgeTests {
    private func result(_ fields: String) throws -> TMDBMovieResultDTO {
        try JSONDecoder().decode(TMDBMovieResultDTO.self, from: Data("{\(fields)}".utf8))
    }

    private func details(_ fields: String) throws -> TMDBMovieDetailsDTO {
        try JSONDecoder().decode(TMDBMovieDetailsDTO.self, from: Data("{\(fields)}".utf8))
    }

    // MARK: Titles

    @Test(arguments: [(" Alien\n", "Alien"), ("Alien", "Alien"), ("\tThe  Thing ", "The  Thing"), ("A", "A")])
    func titlesAreTrimmedAndKeepTheirInsides(raw: String, title: String) throws {
        let json = try String(decoding: JSONEncoder().encode(raw), as: UTF8.self)
        #expect(try result(#""id": 1, "title": \#(json)"#).toDomain().title == title)
    }

    @Test(arguments: ["", " ", " \t\n "])
    func aBlankTitleIsEmptyTitleFromTheSourceThatSentIt(raw: String) throws {
        let json = try String(decoding: JSONEncoder().encode(raw), as: UTF8.self)
        let dto = try result(#""id": 7, "title": \#(json)"#)
        #expect(throws: CatalogError.unreadableData(.tmdb, .emptyTitle(movieID: 7))) { try dto.toDomain() }
        #expect(throws: CatalogError.unreadableData(.offlineCatalog, .emptyTitle(movieID: 7))) {
            try dto.toDomain(source: .offlineCatalog)
        }
    }

    @Test(arguments: [#", "original_title": """#, ""])
    func anEmptyOrMissingOriginalTitleIsTheTitle(field: String) throws {
        #expect(try result(#""id": 1, "title": "Heat"\#(field)"#).toDomain().originalTitle == "Heat")
    }

    // MARK: Dates and posters

    @Test(arguments: [#""release_date": """#, #""release_date": null"#, #""release_date": "1850-01-01""#])
    func anEmptyOrNullDateIsUnknownAnd1850IsAYear(field: String) throws {
        let movie = try result(#""id": 1, "title": "X", \#(field)"#).toDomain()
        #expect(movie.releaseYear == (field.contains("1850") ? 1850 : nil))
    }

    @Test(arguments: ["1849-12-31", "1979-02-30", "1979-5-25", "25/05/1979"])
    func anImpossibleOrMisshapenDateIsRefused(date: String) throws {
        let dto = try result(#""id": 1, "title": "X", "release_date": "\#(date)""#)
        #expect(throws: CatalogError.invalidReleaseDate(date)) { try dto.toDomain() }
    }

    @Test func aNullPosterIsNoneAndAPathIsAPath() throws {
        #expect(try result(#""id": 1, "title": "X", "poster_path": null"#).toDomain().posterPath == nil)
        #expect(
            try result(#""id": 1, "title": "X", "poster_path": "/a.jpg""#).toDomain().posterPath?.rawValue == "/a.jpg")
    }

    @Test(arguments: ["", "a.jpg", "/a/b.jpg"])
    func aPosterPathThatIsNotOneFileNameIsRefused(path: String) throws {
        let dto = try result(#""id": 1, "title": "X", "poster_path": "\#(path)""#)
        #expect(throws: CatalogError.invalidPosterPath(path)) { try dto.toDomain() }
    }

    // MARK: Numbers

    @Test(arguments: [("1", 1 as Int?), ("0", nil), ("-5", nil), ("null", nil), ("1000", 1000)])
    func aRuntimeOfAtLeastOneMinuteIsKnown(runtime: String, minutes: Int?) throws {
        #expect(try details(#""id": 1, "title": "X", "runtime": \#(runtime)"#).toDomain().runtimeMinutes == minutes)
    }

    @Test func searchResultsNeverCarryARuntime() throws {
        #expect(try result(#""id": 1, "title": "X", "runtime": 120"#).toDomain().runtimeMinutes == nil)
    }

    @Test(arguments: [
        (#""popularity": 12.5"#, 12.5), (#""popularity": 3"#, 3.0), (#""popularity": "high""#, 0.0),
        (#""popularity": null"#, 0.0), (#""popularity": [1]"#, 0.0), (#""popularity": -1"#, -1.0),
    ])
    func popularityIsLenient(field: String, popularity: Double) throws {
        #expect(try result(#""id": 1, "title": "X", \#(field)"#).toDomain().popularity == popularity)
        #expect(try details(#""id": 1, "title": "X", \#(field)"#).toDomain().popularity == popularity)
    }

    @Test(arguments: [0, -1, Int.min])
    func anIDBelowOneIsRefused(id: Int) throws {
        #expect(throws: CatalogError.invalidMovieID(id)) { try result(#""id": \#(id), "title": "X""#).toDomain() }
        #expect(throws: CatalogError.invalidMovieID(id)) { try details(#""id": \#(id), "title": "X""#).toDomain() }
    }

    // MARK: Genres and texts

    @Test func genresKeepTMDBsOrderAndUnknownIDsAreDropped() throws {
        let movie = try result(#""id": 1, "title": "X", "genre_ids": [878, 424242, 27, 18]"#).toDomain()
        #expect(movie.genres.map(\.id) == [878, 27, 18])
    }

    @Test func detailsKeepTheGenreNamesTMDBSent() throws {
        let movie = try details(
            #""id": 1, "title": "X", "genres": [{"id": 99999, "name": "Space Opera"}, {"id": 18, "name": "Drama"}]"#
        )
        .toDomain()
        #expect(movie.genres == [Genre(id: 99999, name: "Space Opera"), Genre(id: 18, name: "Drama")])
    }

    @Test func missingTextsAreEmpty() throws {
        let movie = try details(#""id": 1, "title": "X""#).toDomain()
        #expect(
            movie.overview.isEmpty && movie.originalLanguage.isEmpty && movie.tagline.isEmpty && movie.genres.isEmpty)
        let withTagline = try details(#""id": 1, "title": "X", "tagline": "In space.""#).toDomain()
        #expect(withTagline.tagline == "In space.")
    }

    // MARK: Decoding problems

    private func problem(decoding json: String) -> DataProblem? {
        do {
            _ = try JSONDecoder().decode(TMDBSearchPageDTO.self, from: Data(json.utf8))
            return nil
        } catch {
            return DataProblem(decoding: error)
        }
    }

    @Test(arguments: [
        ("", DataProblem.notJSON),
        ("{", .notJSON),
        (#"{"page": "1", "results": [], "total_pages": 1, "total_results": 0}"#, .unexpectedValue(at: "page")),
        (#"{"page": 1, "results": [], "total_pages": null, "total_results": 0}"#, .missingValue(at: "total_pages")),
        (#"{"page": 1, "results": [], "total_pages": 1}"#, .missingValue(at: "total_results")),
        (#"{"page": 1, "results": {}, "total_pages": 1, "total_results": 0}"#, .unexpectedValue(at: "results")),
    ])
    func aPageThatCannotBeReadNamesWhere(json: String, expected: DataProblem) {
        #expect(problem(decoding: json) == expected)
    }

    @Test func oneUnreadableResultLeavesTheOthersOnThePage() throws {
        let json = #"""
            {"page": 1, "total_pages": 1, "total_results": 3, "results": [
              {"id": 1, "title": "Alien"}, {"id": "two", "title": "Aliens"}, {"id": 3}, {"id": 4, "title": null}]}
            """#
        let page = try JSONDecoder().decode(TMDBSearchPageDTO.self, from: Data(json.utf8))
        let problems = page.results.compactMap { slot -> DataProblem? in
            if case let .failure(unreadable) = slot.outcome { return unreadable.problem }
            return nil
        }
        #expect(page.results.count == 4)
        #expect(
            problems == [
                .unexpectedValue(at: "results[1].id"), .missingValue(at: "results[2].title"),
                .missingValue(at: "results[3].title"),
            ])
    }

    @Test func anErrorThatIsNotADecodingErrorIsNotJSON() {
        struct Other: Error {}
        #expect(DataProblem(decoding: Other()) == .notJSON)
    }

    @Test func aCorruptedValueDeeperInNamesItsPath() {
        let context = DecodingError.Context(
            codingPath: [DataProblemKey("results"), DataProblemKey(index: 2)], debugDescription: "bad")
        #expect(DataProblem(decoding: DecodingError.dataCorrupted(context)) == .unexpectedValue(at: "results[2]"))
        let root = DecodingError.Context(codingPath: [], debugDescription: "bad")
        #expect(DataProblem(decoding: DecodingError.dataCorrupted(root)) == .notJSON)
    }
}

/// A coding key for building decoding errors by hand.
private struct DataProblemKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
