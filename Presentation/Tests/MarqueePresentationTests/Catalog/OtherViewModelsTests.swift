import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct MovieDetailsViewModelTests {
    let viewModel = MovieDetailsViewModel(
        fetchDetails: FetchMovieDetailsUseCase(movies: InMemoryMoviesRepository()), clock: ManualTimeSource()
    )

    @Test func loadsTheMovieATypedIDNames() async {
        await viewModel.load(idText: "194")
        #expect(viewModel.state.details?.title == "Amélie")
        #expect(viewModel.state.details?.originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(viewModel.state.details?.genres == "Comedy, Romance")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func theOriginalTitleIsOmittedWhenItIsTheTitle() async {
        await viewModel.load(idText: "348")
        #expect(viewModel.state.details?.originalTitle == nil)
    }

    @Test func aNonNumericIDIsAUsageError() async {
        await viewModel.load(idText: "abc")
        #expect(viewModel.error == .invalidMovieID(0))
        #expect(viewModel.error?.isUsageError == true)
        #expect(viewModel.state.details == nil)
    }

    @Test func anUnknownIDIsNotFoundAndNotAUsageError() async {
        await viewModel.load(idText: "424242")
        #expect(viewModel.errorMessage == "No movie has id 424242; search for the title to find its id.")
        #expect(viewModel.error?.isUsageError == false)
    }
}

@MainActor
@Suite struct RecentQueriesViewModelTests {
    @Test func listsNewestFirstAndSelectingRunsTheQueryAgain() async throws {
        let repository = InMemoryMovieQueriesRepository()
        for text in ["alien", "heat"] { try await repository.save(MovieQuery(text)) }
        let selected = Recorder<String>()
        let viewModel = RecentQueriesViewModel(fetchRecent: FetchRecentQueriesUseCase(queries: repository)) {
            selected.values.append($0)
        }
        await viewModel.load()
        #expect(viewModel.items == ["heat", "alien"])
        viewModel.select(at: 1)
        viewModel.select(at: 7)
        #expect(selected.values == ["alien"])
    }

    @Test func anEmptyHistoryIsEmpty() async {
        let viewModel = RecentQueriesViewModel(
            fetchRecent: FetchRecentQueriesUseCase(queries: InMemoryMovieQueriesRepository()))
        await viewModel.load()
        #expect(viewModel.state.hasLoaded && viewModel.items.isEmpty)
    }

    @Test func aStorageFailureIsWorded() async {
        let repository = InMemoryMovieQueriesRepository()
        await repository.failNextCall(with: .storageFailed("/x/recent.json is unreadable"))
        let viewModel = RecentQueriesViewModel(fetchRecent: FetchRecentQueriesUseCase(queries: repository))
        await viewModel.load()
        #expect(viewModel.state.errorMessage == "Saving failed: /x/recent.json is unreadable.")
    }
}
