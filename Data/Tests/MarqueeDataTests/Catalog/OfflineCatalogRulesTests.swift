import Foundation
import MarqueeData
import MarqueeDomain
import Testing

/// The offline catalog's matching, ordering and paging rules, each on the
/// edge where a careless change would show.
///
/// | Rule | Matches / comes first | Does not match / comes after |
/// |---|---|---|
/// | stop words do not match on their own | "the matrix" → The Matrix, Matrix Reloaded | The Godfather (shares only "the") |
/// | a query of stop words only matches on them | "the" → every "The …" title | titles without "the" |
/// | stop words still count for "all words" | "within the nation" ranks The Nation Within (all words) above Nation Story | |
/// | a word matches from its start | "ali" → Alien | "lien" → nothing |
/// | rank beats popularity | exact title (pop. 1) before prefix (pop. 99) before all words before any word | |
/// | equal rank, then popularity | the more popular first | |
/// | equal rank and popularity, then id | id 10, 20, 30 whatever the file's order | |
/// | the original title counts at its best rank | "fabuleux" finds Amélie | |
/// | among any-word matches, more of the query's words first | "heat wave story" ranks Heat Wave (2 words) above Cold Heat (1) | |
/// | a number matches its other spellings, as a whole word | "part 2" → Part II, Part Two | "part 2" → "Part Iis" (not a whole word) |
/// | case, diacritics and punctuation fold | "AMELIE", "amélie", "Amelie!" alike | |
/// | no word in the query | "!!!" → an empty first page | |
/// | pages of 20 | 20 results: 1 page; 21: 2 pages, the second holding 1 | page 2 of 1, page 2 of none: `invalidPage` |
@Suite struct OfflineCatalogRulesTests {
    typealias Film = (id: Int, title: String, original: String?, popularity: Double)

    static func catalog(_ films: [Film]) throws -> OfflineCatalogMoviesRepository {
        try OfflineCatalogMoviesRepository(jsonData: OfflineCatalogSearchTests.catalogJSON(films))
    }

    static let films: [Film] = [
        (1, "The Matrix", nil, 80),
        (2, "The Godfather", nil, 95),
        (3, "Matrix Reloaded", nil, 70),
        (4, "Alien", nil, 60),
        (5, "Nation Story", nil, 99),
        (6, "The Nation Within", nil, 1),
        (7, "Amélie", "Le Fabuleux Destin d'Amélie Poulain", 30),
    ]

    let repository: OfflineCatalogMoviesRepository

    init() throws {
        repository = try Self.catalog(Self.films)
    }

    private func titles(_ text: String, page: Int = 1, in repository: OfflineCatalogMoviesRepository? = nil)
        async throws -> [String]
    {
        try await (repository ?? self.repository).searchMovies(MovieQuery(text), page: PageNumber(page)).movies
            .map(\.title)
    }

    // MARK: Stop words

    @Test func stopWordsDoNotCountInAnyWordMatching() async throws {
        #expect(try await titles("the matrix") == ["The Matrix", "Matrix Reloaded"])
    }

    @Test func aQueryOfStopWordsAloneMatchesOnThem() async throws {
        #expect(try await titles("the") == ["The Godfather", "The Matrix", "The Nation Within"])
        #expect(try await titles("of the") == ["The Godfather", "The Matrix", "The Nation Within"])
    }

    @Test func stopWordsStillCountWhenEveryWordMustMatch() async throws {
        // The Nation Within holds every word (popularity 1); Nation Story only one (99).
        #expect(try await titles("within the nation") == ["The Nation Within", "Nation Story"])
    }

    // MARK: Matching

    @Test func aWordMatchesFromItsStartOnly() async throws {
        #expect(try await titles("ali") == ["Alien"])
        #expect(try await titles("lien").isEmpty)
        #expect(try await titles("atrix").isEmpty)
    }

    @Test(arguments: ["AMELIE", "amélie", "Amelie!", "  amélie  ", "fabuleux", "DESTIN d amelie"])
    func caseDiacriticsPunctuationAndTheOriginalTitleFold(query: String) async throws {
        #expect(try await titles(query) == ["Amélie"])
    }

    @Test func aQueryWithoutAWordGivesAnEmptyFirstPage() async throws {
        let page = try await repository.searchMovies(MovieQuery("!!! ..."), page: .first)
        #expect(page.isEmpty)
        #expect(page.totalPages == 0)
    }

    // MARK: Ordering

    @Test func rankBeatsPopularity() async throws {
        let catalog = try Self.catalog([
            (1, "Heat Wave Story", nil, 99),
            (2, "Heat", nil, 1),
            (3, "Heat Wave", nil, 50),
            (4, "Cold Heat", nil, 98),
            (5, "Wave Heat", nil, 97),
        ])
        // "heat": exact; two prefixes; two titles holding the word.
        #expect(
            try await titles("heat", in: catalog) == ["Heat", "Heat Wave Story", "Heat Wave", "Cold Heat", "Wave Heat"])
        // "heat wave": exact; prefix; all words; any word, by popularity.
        #expect(
            try await titles("heat wave", in: catalog) == [
                "Heat Wave", "Heat Wave Story", "Wave Heat", "Cold Heat", "Heat",
            ]
        )
    }

    @Test func amongAnyWordMatchesMoreWordsComeFirst() async throws {
        let catalog = try Self.catalog([(1, "Cold Heat", nil, 99), (2, "Story Of A Heat Wave", nil, 1)])
        #expect(try await titles("heat wave tale", in: catalog) == ["Story Of A Heat Wave", "Cold Heat"])
    }

    @Test func aNumberMatchesItsOtherSpellingsAsAWholeWord() async throws {
        let catalog = try Self.catalog([
            (1, "Saga: Part Two", nil, 90), (2, "Saga Part II", nil, 10), (3, "Saga Part Iis", nil, 99),
            (4, "Other Part 2", nil, 95),
        ])
        // All three words in the first two; "Iis" is not "ii"; "Other" lacks "saga".
        #expect(
            try await titles("saga part 2", in: catalog) == [
                "Saga: Part Two", "Saga Part II", "Saga Part Iis", "Other Part 2",
            ])
        // The exact title, then the one it begins (a prefix still counts), then all words by another spelling.
        #expect(
            try await titles("saga part ii", in: catalog) == [
                "Saga Part II", "Saga Part Iis", "Saga: Part Two", "Other Part 2",
            ])
    }

    @Test func filmsOfEqualRankComeByPopularity() async throws {
        let catalog = try Self.catalog([(1, "Heat", nil, 10), (2, "Heat", nil, 30), (3, "Heat", nil, 20)])
        let ids = try await catalog.searchMovies(MovieQuery("heat"), page: .first).movies.map(\.id.rawValue)
        #expect(ids == [2, 3, 1])
    }

    @Test func filmsWithEqualRankAndPopularityComeInIDOrder() async throws {
        let catalog = try Self.catalog([(30, "Heat", nil, 5), (10, "Heat", nil, 5), (20, "Heat", nil, 5)])
        let ids = try await catalog.searchMovies(MovieQuery("heat"), page: .first).movies.map(\.id.rawValue)
        #expect(ids == [10, 20, 30])
        let prefixed = try Self.catalog([(3, "Heat 3", nil, 5), (1, "Heat 1", nil, 5), (2, "Heat 2", nil, 5)])
        let prefixedIDs = try await prefixed.searchMovies(MovieQuery("heat"), page: .first).movies.map(\.id.rawValue)
        #expect(prefixedIDs == [1, 2, 3])
    }

    @Test func aFilmWithoutPopularityComesAfterThoseWithOne() async throws {
        let json = Data(
            #"{"page": 1, "total_pages": 1, "total_results": 2, "results": [{"id": 1, "title": "Heat"}, {"id": 2, "title": "Heat", "popularity": 0.5}]}"#
                .utf8)
        let catalog = try OfflineCatalogMoviesRepository(jsonData: json)
        #expect(try await catalog.searchMovies(MovieQuery("heat"), page: .first).movies.map(\.id.rawValue) == [2, 1])
    }

    // MARK: Paging

    static func heats(_ count: Int) -> [Film] {
        (1...count).map { (id: $0, title: "Heat \($0)", original: nil, popularity: Double(1_000 - $0)) }
    }

    @Test func twentyResultsAreOnePage() async throws {
        let page = try await Self.catalog(Self.heats(20)).searchMovies(MovieQuery("heat"), page: .first)
        #expect(page.totalPages == 1 && page.movies.count == 20 && !page.hasNextPage)
        await #expect(throws: CatalogError.invalidPage(requested: 2, lastPage: 1)) {
            try await Self.catalog(Self.heats(20)).searchMovies(MovieQuery("heat"), page: PageNumber(2))
        }
    }

    @Test func twentyOneResultsAreTwoPagesTheSecondHoldingOne() async throws {
        let catalog = try Self.catalog(Self.heats(21))
        let first = try await catalog.searchMovies(MovieQuery("heat"), page: .first)
        let second = try await catalog.searchMovies(MovieQuery("heat"), page: PageNumber(2))
        #expect(first.totalPages == 2 && first.totalResults == 21 && first.movies.count == 20)
        #expect(second.movies.map(\.title) == ["Heat 21"])
        #expect(!second.hasNextPage)
    }

    @Test func aSecondPageOfNothingIsAnInvalidPage() async throws {
        await #expect(throws: CatalogError.invalidPage(requested: 2, lastPage: 0)) {
            try await repository.searchMovies(MovieQuery("zzz"), page: PageNumber(2))
        }
    }

    // MARK: Loading

    @Test func aCatalogOfNoFilmsFindsNothing() async throws {
        let empty = try OfflineCatalogMoviesRepository(
            jsonData: Data(#"{"page": 1, "total_pages": 0, "total_results": 0, "results": []}"#.utf8))
        #expect(empty.count == 0)
        #expect(try await empty.searchMovies(MovieQuery("heat"), page: .first).isEmpty)
    }

    @Test func aBlankTitleInTheCatalogNamesTheFilm() {
        let json = #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 9, "title": " \t "}]}"#
        let blank = CatalogError.unreadableData(.offlineCatalog, .emptyTitle(movieID: 9))
        #expect(throws: CatalogError.unreadableData(.offlineCatalog, .invalidMovie(movieID: 9, blank))) {
            try OfflineCatalogMoviesRepository(jsonData: Data(json.utf8))
        }
    }

    @Test func aNonPositiveIDInTheCatalogNamesTheFilm() {
        let json = #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 0, "title": "Zero"}]}"#
        #expect(throws: CatalogError.unreadableData(.offlineCatalog, .invalidMovie(movieID: 0, .invalidMovieID(0)))) {
            try OfflineCatalogMoviesRepository(jsonData: Data(json.utf8))
        }
    }

    @Test func theBundledCatalogMapsEveryFilmAndAnswersEveryLookup() async throws {
        let bundled = try OfflineCatalogMoviesRepository.bundled()
        let page = try await bundled.searchMovies(MovieQuery("the"), page: .first)
        #expect(page.movies.count == OfflineCatalogMoviesRepository.pageSize)
        #expect(page.totalPages == (page.totalResults + 19) / 20)
    }
}
