import MarqueeDomain
import Testing

@Suite struct MovieQueryTests {
    @Test func trimsAndFoldsWhitespace() throws {
        let query = try MovieQuery("  star \t  wars \n")
        #expect(query.text == "star wars")
    }

    @Test func queriesDifferingOnlyInCaseOrSpacingAreEqual() throws {
        let a = try MovieQuery("Star Wars")
        let b = try MovieQuery("  star   WARS ")
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func differentWordsAreDifferentQueries() throws {
        #expect(try MovieQuery("alien") != MovieQuery("aliens"))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func blankTextIsRejected(text: String) {
        #expect(throws: CatalogError.invalidQuery(.empty)) { try MovieQuery(text) }
    }

    @Test func textLongerThanTheLimitIsRejected() throws {
        let limit = MovieQuery.maximumLength
        #expect(try MovieQuery(String(repeating: "a", count: limit)).text.count == limit)
        #expect(throws: CatalogError.invalidQuery(.tooLong(length: limit + 1))) {
            try MovieQuery(String(repeating: "a", count: limit + 1))
        }
    }

    @Test func lengthCountsCharactersNotBytes() throws {
        let accented = String(repeating: "é", count: MovieQuery.maximumLength)
        #expect(try MovieQuery(accented).text == accented)
    }
}
