import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct ScreenRenderingTests {
    func listState(_ query: String?, _ movies: [Movie], page: Int = 1, totalPages: Int = 1, totalResults: Int? = nil)
        throws -> MoviesListState
    {
        var state = MoviesListState(source: .offline)
        state.query = try query.map { try MovieQuery($0) }
        state.movies = movies
        state.page = page
        state.totalPages = totalPages
        state.totalResults = totalResults ?? movies.count
        state.provenance = .live
        return state
    }

    @Test func theListShowsACountHeaderAndAlignedRows() throws {
        let state = try listState(
            "alien", [MovieFixtures.alien, MovieFixtures.aliens], totalPages: 2, totalResults: 25)
        #expect(
            MoviesListTextScreen.lines(state) == [
                "25 movies match \"alien\" in the offline catalog — page 1 of 2",
                "",
                "      ID  Year  Title                                         Genres",
                "     348  1979  Alien                                         Horror, Science Fiction",
                "     679  1986  Aliens                                        Action, Science Fiction",
                "",
                "Next page: --page 2",
            ])
    }

    @Test func aStalePageSaysHowOldAndWhyUnderTheHeading() throws {
        var state = try listState("alien", [MovieFixtures.alien])
        state.source = .tmdb
        state.provenance = .stale(at: Timestamp(secondsSinceEpoch: 1_000), reason: .offline)
        state.answeredAt = Timestamp(secondsSinceEpoch: 1_000 + 2 * 3600)
        let lines = MoviesListTextScreen.lines(state)
        #expect(lines[0] == "1 movie match \"alien\" in the TMDB catalog — page 1 of 1")
        #expect(lines[1] == "(cached 2 h ago — TMDB could not be reached)")
    }

    @Test func longTitlesAreCutWithAnEllipsis() throws {
        let long = MovieFixtures.movie(7, String(repeating: "x", count: 60))
        let row = MoviesListTextScreen.lines(try listState("x", [long]))[3]
        #expect(row.contains(String(repeating: "x", count: 43) + "…"))
        #expect(!row.contains(String(repeating: "x", count: 44)))
    }

    @Test func noMatchesSaysWhatToTry() throws {
        let state = try listState("zzz", [], totalPages: 0)
        #expect(
            MoviesListTextScreen.lines(state) == [
                "No movies match \"zzz\" in the offline catalog. Try fewer or different words."
            ])
    }

    @Test func anErrorWithNothingShownIsTheWholeScreen() {
        var state = MoviesListState(source: .offline)
        state.error = .offline
        #expect(MoviesListTextScreen.lines(state) == [CatalogError.offline.userMessage])
    }

    @Test func detailsShowEveryKnownFact() {
        let movie = MovieFixtures.movie(
            194, "Amélie", original: "Le Fabuleux Destin d'Amélie Poulain", language: "fr", released: (2001, 4, 25),
            genres: [MovieFixtures.comedy], overview: "A shy waitress decides to change the lives of those around her.",
            runtime: 122
        )
        var state = MovieDetailsState()
        state.movie = movie
        #expect(
            MovieDetailsTextScreen.lines(state) == [
                "Amélie (2001)",
                "Original title: Le Fabuleux Destin d'Amélie Poulain",
                "Released:       2001-04-25",
                "Genres:         Comedy",
                "Language:       fr",
                "Runtime:        122 min",
                "TMDB id:        194",
                "",
                "A shy waitress decides to change the lives of those around her.",
            ])
    }

    @Test func recentSearchesAreNumbered() {
        var state = RecentQueriesState()
        state.queries = ["heat", "alien"]
        #expect(RecentQueriesTextScreen.lines(state) == ["Recent searches, newest first:", "  1. heat", "  2. alien"])
        #expect(RecentQueriesTextScreen.lines(RecentQueriesState()).first?.hasPrefix("No recent searches") == true)
    }

    @Test func controlCharactersFromOutsideNeverReachTheTerminal() throws {
        let hostile = MovieFixtures.movie(66, "Evil\u{1B}]0;pwned\u{07}\u{1B}[2JTitle\u{9B}31m")
        let output = CommandOutput.printing(MoviesListTextScreen.lines(try listState("evil", [hostile])))
        #expect(
            !output.standardOutput.contains { line in
                line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            })
        let text = output.standardOutput.joined(separator: "\n")
        #expect(text.contains("Evil\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2JTitle\u{FFFD}31m"))
        #expect(CommandOutput.failed("TMDB said: \u{1B}[31mno").standardError == ["marquee: TMDB said: \u{FFFD}[31mno"])
        #expect(TerminalText.neutralized("千と千尋の神隠し — Amélie") == "千と千尋の神隠し — Amélie")
    }
}
