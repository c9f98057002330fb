import MarqueeDomain
import Testing

@Suite struct ReleaseDateTests {
    @Test func parsesTMDBDates() throws {
        let date = try ReleaseDate(iso: "1979-05-25")
        #expect(date.year == 1979 && date.month == 5 && date.day == 25)
        #expect(date.description == "1979-05-25")
    }

    @Test func acceptsTheTwentyNinthOfFebruaryOnlyInLeapYears() throws {
        #expect(try ReleaseDate(iso: "2000-02-29").day == 29)
        #expect(try ReleaseDate(iso: "2024-02-29").day == 29)
        #expect(throws: CatalogError.invalidReleaseDate("1900-02-29")) { try ReleaseDate(iso: "1900-02-29") }
        #expect(throws: CatalogError.invalidReleaseDate("2023-02-29")) { try ReleaseDate(iso: "2023-02-29") }
    }

    @Test(arguments: [
        "", "1979", "1979-5-25", "1979-13-01", "1979-04-31", "1979-00-10", "abcd-ef-gh",
        "1979-05-25T00:00", "0999-01-01", "１９７９-05-25",
    ])
    func rejectsAnythingButARealYYYYMMDDDate(text: String) {
        #expect(throws: CatalogError.invalidReleaseDate(text)) { try ReleaseDate(iso: text) }
    }

    @Test func ordersChronologically() throws {
        #expect(try ReleaseDate(iso: "1979-05-25") < ReleaseDate(iso: "1986-07-18"))
        #expect(try ReleaseDate(iso: "1986-07-17") < ReleaseDate(iso: "1986-07-18"))
    }

    @Test func padsSmallYearsInItsDescription() throws {
        #expect(try ReleaseDate(year: 1895, month: 1, day: 2).description == "1895-01-02")
    }
}
