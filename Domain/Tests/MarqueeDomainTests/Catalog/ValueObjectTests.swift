import MarqueeDomain
import Testing

@Suite struct MovieIDTests {
    @Test func acceptsPositiveIdentifiers() throws {
        #expect(try MovieID(348).rawValue == 348)
        #expect(try MovieID(parsing: " 348 ").rawValue == 348)
    }

    @Test(arguments: [0, -1, Int.min])
    func rejectsZeroAndNegatives(raw: Int) {
        #expect(throws: CatalogError.invalidMovieID(raw)) { try MovieID(raw) }
    }

    @Test(arguments: ["abc", "", "3.5", "12a"])
    func rejectsTextThatIsNotAnInteger(text: String) {
        #expect(throws: CatalogError.invalidMovieID(0)) { try MovieID(parsing: text) }
    }
}

@Suite struct PosterPathTests {
    @Test func acceptsTMDBPaths() throws {
        #expect(try PosterPath("/é-poster.jpg").rawValue == "/é-poster.jpg")
        #expect(try PosterPath("/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg").rawValue == "/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg")
    }

    @Test(arguments: [
        "", "/", "abc.jpg", "/a b.jpg", "/../etc/passwd", "/a/b.jpg", "/a..jpg", "/a\tb.jpg", "/a\u{2003}b.jpg",
    ])
    func rejectsPathsThatAreNotOneFileName(path: String) {
        #expect(throws: CatalogError.invalidPosterPath(path)) { try PosterPath(path) }
    }
}

@Suite struct MovieTests {
    @Test func originalTitleDefaultsToTheTitle() throws {
        let movie = Movie(id: try MovieID(1), title: "Heat")
        #expect(movie.originalTitle == "Heat")
        #expect(movie.releaseYear == nil)
    }

    @Test func releaseYearComesFromTheReleaseDate() throws {
        let movie = Movie(id: try MovieID(348), title: "Alien", releaseDate: try ReleaseDate(iso: "1979-05-25"))
        #expect(movie.releaseYear == 1979)
    }
}
