import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import MarqueeTerminalModel
import Testing

/// The text the catalog's commands print, rendered from their states.
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
            state.textLines == [
                "25 movies match \"alien\" in the offline catalog — page 1 of 2",
                "",
                "      ID  Year  Title                                         Genres",
                "     348  1979  Alien                                         Horror, Science Fiction",
                "     679  1986  Aliens                                        Action, Science Fiction",
                "",
                "Next page: --page 2",
            ])
    }

    @Test func oneMovieMatches() throws {
        let state = try listState("alien", [MovieFixtures.alien])
        #expect(state.headline(for: .commandLine) == "1 movie matches \"alien\" in the offline catalog — page 1 of 1")
    }

    @Test func twoMoviesMatch() throws {
        let state = try listState("alien", [MovieFixtures.alien, MovieFixtures.aliens])
        #expect(state.headline(for: .commandLine) == "2 movies match \"alien\" in the offline catalog — page 1 of 1")
    }

    @Test func aCJKTitleKeepsTheGenresColumnAligned() throws {
        let spirited = MovieFixtures.movie(
            129, "千と千尋の神隠し", released: (2001, 7, 20), genres: [Genre(id: 16, name: "Animation")])
        let lines = try listState("a", [spirited, MovieFixtures.alien]).textLines
        let genresColumn = DisplayWidth.of(lines[2]) - DisplayWidth.of("Genres")
        #expect(DisplayWidth.of(lines[3]) - DisplayWidth.of("Animation") == genresColumn)
        #expect(DisplayWidth.of(lines[4]) - DisplayWidth.of("Horror, Science Fiction") == genresColumn)
    }

    @Test func aStalePageSaysHowOldAndWhyUnderTheHeading() throws {
        var state = try listState("alien", [MovieFixtures.alien])
        state.source = .tmdb
        state.provenance = .stale(at: Timestamp(secondsSinceEpoch: 1_000), reason: .offline)
        state.answeredAt = Timestamp(secondsSinceEpoch: 1_000 + 2 * 3600)
        let lines = state.textLines
        #expect(lines[0] == "1 movie matches \"alien\" in the TMDB catalog — page 1 of 1")
        #expect(lines[1] == "(cached 2 h ago — TMDB could not be reached)")
    }

    @Test func longTitlesAreCutWithAnEllipsis() throws {
        let long = MovieFixtures.movie(7, String(repeating: "x", count: 60))
        let row = try listState("x", [long]).textLines[3]
        #expect(row.contains(String(repeating: "x", count: 43) + "…"))
        #expect(!row.contains(String(repeating: "x", count: 44)))
    }

    @Test func noMatchesSaysWhatToTry() throws {
        let state = try listState("zzz", [], totalPages: 0)
        #expect(state.textLines == ["No movies match \"zzz\" in the offline catalog. Try fewer or different words."])
    }

    @Test func anErrorWithNothingShownIsTheWholeScreen() {
        var state = MoviesListState(source: .offline)
        state.error = .offline
        #expect(state.textLines == [CatalogError.offline.userMessage])
    }

    @Test func theHeadlineWordsWhatToDoForItsAudience() {
        var state = MoviesListState(source: .offline)
        state.error = .invalidQuery(.empty)
        #expect(state.headline(for: .screen) == "Type a few words of a title to search.")
        #expect(state.headline(for: .commandLine).contains("marquee movies search"))
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
            state.textLines == [
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
        #expect(state.textLines == ["Recent searches, newest first:", "  1. heat", "  2. alien"])
        #expect(RecentQueriesState().textLines.first?.hasPrefix("No recent searches") == true)
    }

    @Test func controlCharactersFromOutsideNeverReachTheTerminal() throws {
        let hostile = MovieFixtures.movie(66, "Evil\u{1B}]0;pwned\u{07}\u{1B}[2JTitle\u{9B}31m")
        let output = CommandOutput.printing(try listState("evil", [hostile]).textLines)
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
