import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct MoviesListViewModelTests {
    /// 45 "Heat" films, so results span three pages of 20.
    static let heatFilms = (1...45).map {
        MovieFixtures.movie($0 + 1000, "Heat \($0)", released: (1995, 12, 15), popularity: Double(100 - $0))
    }

    let movies = InMemoryMoviesRepository(movies: MovieFixtures.all + heatFilms)
    let queries = InMemoryMovieQueriesRepository()
    let clock = ManualTimeSource()

    func makeViewModel(actions: MoviesListActions = .none) -> MoviesListViewModel {
        MoviesListViewModel(
            searchMovies: SearchMoviesUseCase(movies: movies, queries: queries), source: .offline, clock: clock,
            actions: actions
        )
    }

    @Test func aSearchShowsTitleYearAndGenres() async {
        let viewModel = makeViewModel()
        await viewModel.search("alien")
        #expect(viewModel.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.items.first?.year == "1979")
        #expect(viewModel.items.first?.genres == "Horror, Science Fiction")
        #expect(viewModel.state.loading == .none)
        #expect(viewModel.errorMessage == nil)
        #expect(!viewModel.state.isEmpty)
    }

    @Test func aNewSearchReplacesTheRows() async {
        let viewModel = makeViewModel()
        await viewModel.search("alien")
        await viewModel.search("star")
        #expect(viewModel.items.map(\.title) == ["Star Wars"])
        #expect(viewModel.state.page == 1)
    }

    @Test func nextPagesAppendUntilTheLast() async {
        let viewModel = makeViewModel()
        await viewModel.search("heat")
        #expect(viewModel.items.count == 20 && viewModel.state.hasMorePages)
        await viewModel.loadNextPage()
        await viewModel.loadNextPage()
        #expect(viewModel.items.count == 45)
        #expect(viewModel.items.last?.title == "Heat 45")
        #expect(!viewModel.state.hasMorePages)
        await viewModel.loadNextPage()
        #expect(viewModel.items.count == 45)
    }

    @Test func aFailedNextPageKeepsWhatIsShown() async {
        let viewModel = makeViewModel()
        await viewModel.search("heat")
        await movies.failNextCall(with: .offline)
        await viewModel.loadNextPage()
        #expect(viewModel.items.count == 20)
        #expect(viewModel.state.page == 1 && viewModel.state.hasMorePages)
        #expect(viewModel.error == .offline)
        #expect(viewModel.errorMessage == CatalogError.offline.userMessage)
    }

    @Test func loadingStateIsFirstPageThenNextPage() async throws {
        let viewModel = makeViewModel()
        await movies.hold()
        async let first: Void = viewModel.search("heat")
        try await waitUntil { await movies.waitingCalls == 1 }
        #expect(viewModel.state.loading == .firstPage)
        await movies.release()
        await first
        #expect(viewModel.state.loading == .none)

        await movies.hold()
        async let next: Void = viewModel.loadNextPage()
        try await waitUntil { await movies.waitingCalls == 1 }
        #expect(viewModel.state.loading == .nextPage)
        #expect(viewModel.items.count == 20)
        await movies.release()
        await next
        #expect(viewModel.state.loading == .none && viewModel.items.count == 40)
    }

    @Test func aSearchThatFindsNothingIsEmpty() async {
        let viewModel = makeViewModel()
        await viewModel.search("zzzz")
        #expect(viewModel.state.isEmpty)
        #expect(viewModel.items.isEmpty && viewModel.errorMessage == nil)
    }

    @Test func anEmptyQueryIsReportedWithoutSearching() async {
        let viewModel = makeViewModel()
        await viewModel.search("   ")
        #expect(viewModel.error == .invalidQuery(.empty))
        #expect(viewModel.errorMessage?.contains("empty") == true)
        #expect(await movies.searches.isEmpty)
    }

    @Test func aFailedSearchClearsOldRows() async {
        let viewModel = makeViewModel()
        await viewModel.search("alien")
        await movies.failNextCall(with: .unauthorized)
        await viewModel.search("star")
        #expect(viewModel.items.isEmpty)
        #expect(viewModel.errorMessage?.contains("API key") == true)
        #expect(!viewModel.state.isEmpty)
    }

    @Test func selectingARowAsksToShowThatMovie() async {
        let shown = Recorder<MovieID>()
        let viewModel = makeViewModel(actions: MoviesListActions { shown.values.append($0) })
        await viewModel.search("Amélie")
        guard let item = viewModel.items.first else {
            Issue.record("no rows")
            return
        }
        viewModel.select(item)
        #expect(shown.values == [MovieFixtures.amelie.id])
    }
}

/// Polls `condition` until it holds, failing after about two seconds.
@MainActor func waitUntil(_ condition: @MainActor () async -> Bool) async throws {
    for _ in 0..<400 {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("condition never held")
}

/// Collects what a navigation closure was asked to do.
@MainActor final class Recorder<Value> {
    var values: [Value] = []
}

@MainActor
@Suite struct MoviesListLiveSearchTests {
    let movies = InMemoryMoviesRepository()
    let clock = ManualTimeSource(now: Timestamp(secondsSinceEpoch: 10_000))

    func makeViewModel() -> MoviesListViewModel {
        MoviesListViewModel(
            searchMovies: SearchMoviesUseCase(movies: movies, queries: InMemoryMovieQueriesRepository()),
            source: .tmdb, clock: clock
        )
    }

    @Test func theFreshPageReplacesTheCachedOne() async {
        await movies.deliverCachedCopies(takenAt: Timestamp(secondsSinceEpoch: 4_000))
        let viewModel = makeViewModel()
        await viewModel.searchUpdates("alien")
        #expect(viewModel.state.provenance == .live)
        #expect(viewModel.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.selection == 0)
        #expect(viewModel.state.loading == .none)
    }

    @Test func whenTheSourceFailsTheCachedPageStaysWithItsAgeAndTheError() async {
        await movies.deliverCachedCopies(takenAt: Timestamp(secondsSinceEpoch: 4_000))
        await movies.failNextCall(with: .offline)
        let viewModel = makeViewModel()
        await viewModel.searchUpdates("alien")
        #expect(viewModel.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.provenance == .cached(at: Timestamp(secondsSinceEpoch: 4_000)))
        #expect(viewModel.state.answeredAt == Timestamp(secondsSinceEpoch: 10_000))
        #expect(viewModel.error == .offline)
    }

    @Test func withNothingCachedTheErrorIsTheWholeAnswer() async {
        await movies.failNextCall(with: .offline)
        let viewModel = makeViewModel()
        await viewModel.searchUpdates("alien")
        #expect(viewModel.items.isEmpty)
        #expect(viewModel.error == .offline)
        #expect(viewModel.state.selection == nil)
    }
}
