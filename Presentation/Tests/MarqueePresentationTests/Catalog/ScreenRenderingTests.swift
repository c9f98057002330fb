import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct ScreenRenderingTests {
    @Test func theListShowsACountHeaderAndAlignedRows() {
        let state = MoviesListScreen.State(
            query: "alien", items: [MovieFixtures.alien, MovieFixtures.aliens].map(MoviesListItem.init),
            page: 1, totalPages: 2, totalResults: 25, source: "offline catalog"
        )
        #expect(MoviesListScreen.render(state) == [
            "25 movies match \"alien\" in the offline catalog — page 1 of 2",
            "",
            "      ID  Year  Title                                         Genres",
            "     348  1979  Alien                                         Horror, Science Fiction",
            "     679  1986  Aliens                                        Action, Science Fiction",
            "",
            "Next page: --page 2",
        ])
    }

    @Test func longTitlesAreCutWithAnEllipsis() {
        let long = MovieFixtures.movie(7, String(repeating: "x", count: 60))
        let state = MoviesListScreen.State(query: "x", items: [MoviesListItem(movie: long)], page: 1, totalPages: 1, totalResults: 1)
        let row = MoviesListScreen.render(state)[3]
        #expect(row.contains(String(repeating: "x", count: 43) + "…"))
        #expect(!row.contains(String(repeating: "x", count: 44)))
    }

    @Test func noMatchesSaysWhatToTry() {
        let state = MoviesListScreen.State(query: "zzz", items: [], page: 1, totalPages: 0, totalResults: 0)
        #expect(MoviesListScreen.render(state) == ["No movies match \"zzz\". Try fewer or different words."])
    }

    @Test func anErrorWithNothingShownIsTheWholeScreen() {
        let state = MoviesListScreen.State(query: nil, items: [], page: 0, totalPages: 0, totalResults: 0, errorMessage: "Boom.")
        #expect(MoviesListScreen.render(state) == ["Boom."])
    }

    @Test func detailsShowEveryKnownFact() {
        let movie = MovieFixtures.movie(
            194, "Amélie", original: "Le Fabuleux Destin d'Amélie Poulain", language: "fr", released: (2001, 4, 25),
            genres: [MovieFixtures.comedy], overview: "A shy waitress decides to change the lives of those around her.",
            runtime: 122
        )
        let lines = MovieDetailsScreen.render(details: MovieDetailsViewModel.Details(movie: movie), errorMessage: nil)
        #expect(lines == [
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
        #expect(RecentQueriesScreen.render(items: ["heat", "alien"], errorMessage: nil) == [
            "Recent searches, newest first:", "  1. heat", "  2. alien",
        ])
        #expect(RecentQueriesScreen.render(items: [], errorMessage: nil).first?.hasPrefix("No recent searches") == true)
    }
}
