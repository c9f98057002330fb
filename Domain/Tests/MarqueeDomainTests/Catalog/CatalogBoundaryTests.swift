import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The edges of the Catalog's value objects: on each side of every rule, the
/// last value refused and the first accepted, tested row by row.
///
/// | Value | Rule | Refused | Accepted | Accepted | Refused |
/// |---|---|---|---|---|---|
/// | `MovieID` | ≥ 1 | `0` | `1` | `Int.max` | — |
/// | `MovieID(parsing:)` | a trimmed decimal ≥ 1 | `" 0 "`, `""`, `"+"` | `" 1 "` | `"9223372036854775807"` | `"9223372036854775808"` |
/// | `PageNumber` | ≥ 1 | `0` | `1` | `Int.max` | — |
/// | `MovieQuery` | 1…100 characters after folding | `""`, `" \u{1B} "` | `"a"` | 100 × `a` | 101 × `a` |
/// | `MovieQuery` controls | C0, DEL and C1 fold to a space | `U+001F`, `U+007F`, `U+009F` fold | `U+0020`, `U+007E`, `U+00A1` kept | | |
/// | `ReleaseDate` year | 1850…9999 | `1849` | `1850` | `9999` | `10000` |
/// | `ReleaseDate` month | 1…12 | `0` | `1` | `12` | `13` |
/// | `ReleaseDate` day | 1…days in the month | `0` | `1` | `31` Jan, `30` Apr, `28` Feb 2023, `29` Feb 2024 | `32` Jan, `31` Apr, `29` Feb 2023, `30` Feb 2024 |
/// | `ReleaseDate(iso:)` | exactly `YYYY-MM-DD` | 9 or 11 characters, `/` for `-` | `1850-01-01` | `9999-12-31` | `1849-12-31` |
/// | `PosterPath` | `/` + one name, no space, no `..` | `"/"`, `"a"` | `"/a"`, `"/."`, `"/a.b"` | `"/\u{08}"`, `"/\u{0E}"` | `"/.."`, `"/a/b"`, `"/\t"`, `"/\r"` |
/// | `PosterSize` | width ≥ 1 | `0` | `1` | `Int.max` | — |
/// | `MoviesPage` | 1 ≤ page ≤ max(totalPages, 1), totalPages ≥ 0 | page `0`; totalPages `-1` | page `1` of `0` | page `3` of `3` | page `4` of `3`; page `2` of `0` |
@Suite struct CatalogBoundaryTests {
    // MARK: MovieID

    @Test(arguments: [1, 2, Int.max])
    func aMovieIDOfOneOrMoreIsAccepted(raw: Int) throws {
        #expect(try MovieID(raw).rawValue == raw)
    }

    @Test(arguments: [0, -1, Int.min])
    func aMovieIDBelowOneIsRefused(raw: Int) {
        #expect(throws: CatalogError.invalidMovieID(raw)) { try MovieID(raw) }
    }

    @Test(arguments: [(" 1 ", 1), ("1", 1), ("\t348\n", 348), ("9223372036854775807", Int.max)])
    func aTypedMovieIDIsATrimmedDecimal(text: String, raw: Int) throws {
        #expect(try MovieID(parsing: text).rawValue == raw)
    }

    /// Text that is not an integer at all says 0; a number below one says itself.
    @Test(arguments: [
        ("", 0), (" ", 0), ("+", 0), ("0", 0), (" 0 ", 0), ("-1", -1), ("1 2", 0), ("9223372036854775808", 0),
    ])
    func aTypedMovieIDThatIsNotAPositiveDecimalIsRefused(text: String, said: Int) {
        #expect(throws: CatalogError.invalidMovieID(said)) { try MovieID(parsing: text) }
    }

    // MARK: PageNumber

    @Test(arguments: [1, 2, Int.max])
    func aPageNumberOfOneOrMoreIsAccepted(value: Int) throws {
        #expect(try PageNumber(value).value == value)
    }

    @Test(arguments: [0, -1, Int.min])
    func aPageNumberBelowOneIsRefused(value: Int) {
        #expect(throws: CatalogError.invalidPage(requested: value, lastPage: 1)) { try PageNumber(value) }
    }

    @Test func theFirstPageIsOneAndTheNextIsOneMore() throws {
        #expect(PageNumber.first.value == 1)
        #expect(PageNumber.first.next.value == 2)
        #expect(PageNumber.first < PageNumber.first.next)
    }

    @Test
    func theNextPageOfTheLastRepresentablePageIsStillAPage() throws {
        #expect(try PageNumber(Int.max).next.value >= 1)
    }

    // MARK: MovieQuery

    @Test(arguments: [1, 2, 99, 100])
    func aQueryOfOneToAHundredCharactersIsAccepted(length: Int) throws {
        #expect(try MovieQuery(String(repeating: "a", count: length)).text.count == length)
    }

    @Test(arguments: [101, 102, 1_000])
    func aQueryOfMoreThanAHundredCharactersIsRefused(length: Int) {
        #expect(throws: CatalogError.invalidQuery(.tooLong(length: length))) {
            try MovieQuery(String(repeating: "a", count: length))
        }
    }

    @Test(arguments: ["", " ", "\u{1B}", " \u{1B} ", "\u{00}", "\u{7F}", "\u{9F}", "\u{A0}"])
    func aQueryOfNothingButWhitespaceOrControlsIsEmpty(text: String) {
        #expect(throws: CatalogError.invalidQuery(.empty)) { try MovieQuery(text) }
    }

    @Test func theLengthIsCountedAfterSpacesAndControlsAreFolded() throws {
        let spaced = "a" + String(repeating: " ", count: 200) + "b"
        #expect(try MovieQuery(spaced).text == "a b")
        let hundred = String(repeating: "a", count: 98) + "  \u{1B} " + "b"
        #expect(try MovieQuery(hundred).text.count == 100)
        let hundredAndOne = String(repeating: "a", count: 99) + "  \u{1B} " + "b"
        #expect(throws: CatalogError.invalidQuery(.tooLong(length: 101))) { try MovieQuery(hundredAndOne) }
    }

    @Test(arguments: [
        ("a\u{1F}b", "a b"), ("a\u{20}b", "a b"), ("a\u{7E}b", "a~b"), ("a\u{7F}b", "a b"), ("a\u{80}b", "a b"),
        ("a\u{9F}b", "a b"), ("a\u{A1}b", "a¡b"),
    ])
    func controlCharactersFoldToASpaceAndTheirNeighboursAreKept(text: String, folded: String) throws {
        #expect(try MovieQuery(text).text == folded)
    }

    // MARK: ReleaseDate

    @Test func aReleaseYearOf1850IsAccepted() throws {
        #expect(try ReleaseDate(year: 1850, month: 1, day: 1).year == 1850)
        #expect(try ReleaseDate(iso: "1850-01-01").description == "1850-01-01")
        #expect(throws: CatalogError.invalidReleaseDate("1849-12-31")) { try ReleaseDate(iso: "1849-12-31") }
    }

    @Test(arguments: [
        (1850, 1, 1), (9999, 12, 31), (2000, 1, 31), (2000, 12, 1), (2023, 4, 30), (2023, 2, 28), (2024, 2, 29),
        (2000, 2, 29),
    ])
    func theFirstAndLastValidDatesAreAccepted(parts: (Int, Int, Int)) throws {
        let date = try ReleaseDate(year: parts.0, month: parts.1, day: parts.2)
        #expect((date.year, date.month, date.day) == parts)
        #expect(try ReleaseDate(iso: date.description) == date)
    }

    @Test(arguments: [
        (1849, 12, 31), (10000, 1, 1), (2000, 0, 1), (2000, 13, 1), (2000, 1, 0), (2000, 1, 32), (2023, 4, 31),
        (2023, 2, 29), (2024, 2, 30), (1900, 2, 29), (Int.min, 1, 1), (2000, Int.max, 1),
    ])
    func theFirstInvalidDatesOnEachSideAreRefused(parts: (Int, Int, Int)) {
        #expect(throws: CatalogError.invalidReleaseDate("\(parts.0)-\(parts.1)-\(parts.2)")) {
            try ReleaseDate(year: parts.0, month: parts.1, day: parts.2)
        }
    }

    @Test(arguments: [
        "1850-01-0", "1850-01-011", "1850/01/01", "1850-01/01", " 1850-01-01", "1850-01-01 ", "-850-01-01",
        "1850-1-001", "1850-+1-01",
    ])
    func anISODateOfAnyOtherShapeIsRefused(text: String) {
        #expect(throws: CatalogError.invalidReleaseDate(text)) { try ReleaseDate(iso: text) }
    }

    @Test func datesOrderByYearThenMonthThenDay() throws {
        #expect(try ReleaseDate(iso: "1999-12-31") < ReleaseDate(iso: "2000-01-01"))
        #expect(try ReleaseDate(iso: "2000-01-31") < ReleaseDate(iso: "2000-02-01"))
        #expect(try !(ReleaseDate(iso: "2000-01-01") < ReleaseDate(iso: "2000-01-01")))
    }

    // MARK: PosterPath

    @Test(arguments: ["/a", "/.", "/a.b", "/.hidden", "/a.", "/\u{08}", "/\u{0E}", "/a-b_c.jpg", "/é.jpg"])
    func aSlashAndOneNameIsAPosterPath(path: String) throws {
        #expect(try PosterPath(path).rawValue == path)
    }

    @Test(arguments: [
        "", "/", "a", "a/b", "/..", "/a..", "/..a", "/a/b", "//", "/ ", "/a b", "/\t", "/\n", "/\u{0B}", "/\u{0C}",
        "/\r", "/a\u{A0}b", "/a\u{2028}b",
    ])
    func anythingElseIsNotAPosterPath(path: String) {
        #expect(throws: CatalogError.invalidPosterPath(path)) { try PosterPath(path) }
    }

    // MARK: PosterSize

    @Test func aPosterWidthOfOnePixelIsTheSmallest() throws {
        #expect(try PosterSize(width: 1).width == 1)
        #expect(try PosterSize(width: Int.max).description == "\(Int.max)px")
        #expect(throws: PosterError.invalidSize(0)) { try PosterSize(width: 0) }
    }

    // MARK: MoviesPage

    @Test(arguments: [(1, 0), (1, 1), (1, 3), (3, 3), (2, 3)])
    func aPageWithinTheResultIsAccepted(page: Int, totalPages: Int) throws {
        let built = try MoviesPage(page: page, totalPages: totalPages, totalResults: 0, movies: [])
        #expect(built.page == page)
        #expect(built.hasNextPage == (page < totalPages))
    }

    @Test(arguments: [(0, 3), (4, 3), (2, 1), (2, 0), (1, -1), (Int.min, 0)])
    func aPageOutsideTheResultIsRefused(page: Int, totalPages: Int) {
        #expect(throws: CatalogError.invalidPage(requested: page, lastPage: max(totalPages, 1))) {
            try MoviesPage(page: page, totalPages: totalPages, totalResults: 0, movies: [])
        }
    }

    @Test func theLastPageHasNoNextAndTheOneBeforeIt() throws {
        #expect(try MoviesPage(page: 2, totalPages: 3, totalResults: 41, movies: []).nextPage == 3)
        #expect(try MoviesPage(page: 3, totalPages: 3, totalResults: 41, movies: []).nextPage == nil)
    }

    @Test func aPageIsEmptyOnlyWhenNothingMatchedAtAll() throws {
        #expect(try MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []).isEmpty)
        #expect(try !MoviesPage(page: 2, totalPages: 2, totalResults: 21, movies: []).isEmpty)
        #expect(try !MoviesPage(page: 1, totalPages: 1, totalResults: 0, movies: [MovieFixtures.alien]).isEmpty)
    }
}
