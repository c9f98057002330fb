import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``MoviesListViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `search(q)` | anything | while it runs: `loading == .firstPage`, `query == q`, warnings emptied |
/// | `search(q)` answered | loading | `movies` = the page, `page`/`totalPages`/`totalResults`, `provenance` and `answeredAt` as the answer says, its `warnings`, `error == nil`, `selection == 0` (`nil` when empty), `loading == .none` |
/// | `search(q)` found nothing | loading | no rows, `isEmpty`, `selection == nil`, not remembered |
/// | `search(q)` fails | rows shown | rows, page, totals, provenance and selection cleared, `error` set, `loading == .none` |
/// | `search(q)` whose query cannot be remembered | loading | the answer shown, a `.queryNotRemembered` warning |
/// | `search(q, remembering: false)` | anything | nothing remembered |
/// | `search(q)` superseded by `search(q2)` | `q` loading | `q`'s answer changes nothing: rows, query and `loading` stay `q2`'s |
/// | `searchUpdates(q)`: cached page, then live | anything | the cached page at once (`.cached`), then the live one (`.live`); selection kept |
/// | `searchUpdates(q)`: cached page, then a failure | anything | the cached rows stay with their provenance, `error` set, `loading == .none` |
/// | `searchUpdates(q)`: failure only | anything | as a failed `search` |
/// | `searchUpdates(q)` | anything | nothing remembered |
/// | `remember()` | a query with results | the query saved; a failed save adds a warning |
/// | `remember()` | a query that found nothing | nothing saved |
/// | `loadNextPage()` | more pages, nothing loading | `loading == .nextPage`, then the page appended, `page + 1`, `error == nil`, selection kept, `loading == .none` |
/// | `loadNextPage()` | a next page loading | nothing (one next page at a time) |
/// | `loadNextPage()` | last page shown | nothing |
/// | `loadNextPage()` fails | rows shown | rows and page kept, `error` set, `loading == .none` |
/// | `loadNextPage()` superseded by `search(q2)` | next page loading | its page dropped; rows and `loading` are `q2`'s |
/// | `clear()` | anything | an empty list over the same source; a search under way stops changing it |
/// | `select(index:)` | rows | the index clamped to the rows (negative → first, past the end → last); `nil` clears it |
/// | `select(index:)` | no rows | `selection == nil` |
/// | `searchCommand` | — | text lines or JSON, warnings on standard error, or the one-line error |
@MainActor
@Suite struct MoviesListViewModelTests {
    let world = CatalogWorld()

    @Test func aSearchShowsTitleYearAndGenres() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.items.first?.year == "1979")
        #expect(viewModel.state.items.first?.genres == "Horror, Science Fiction")
    }

    @Test func anAnsweredSearchIsNoLongerLoadingAndHasNoError() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.loading == .none)
        #expect(viewModel.state.error == nil)
        #expect(!viewModel.state.isEmpty)
    }

    @Test func anAnswerSetsThePageAndTotals() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        #expect(viewModel.state.page == 1)
        #expect(viewModel.state.totalPages == 3)
        #expect(viewModel.state.totalResults == 45)
        #expect(viewModel.state.hasMorePages)
    }

    @Test func aNewSearchReplacesTheRows() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        await viewModel.search(try query("star"))
        #expect(viewModel.state.items.map(\.title) == ["Star Wars"])
        #expect(viewModel.state.page == 1)
    }

    @Test func aSearchInProgressIsLoadingTheFirstPageOfItsQuery() async throws {
        let viewModel = world.moviesList()
        let heat = try query("heat")
        await world.gates.close(heat)
        let search = Task { await viewModel.search(heat) }
        try await waitUntil { await world.gates.waitingCalls(for: heat) == 1 }
        #expect(viewModel.state.loading == .firstPage)
        #expect(viewModel.state.query == heat)
        await world.gates.open(heat)
        await search.value
    }

    @Test func aSearchThatFindsNothingIsEmpty() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("zzzz"))
        #expect(viewModel.state.isEmpty)
        #expect(viewModel.state.items.isEmpty && viewModel.state.error == nil)
        #expect(viewModel.state.selection == nil)
    }

    @Test func aSearchThatFindsNothingIsNotRemembered() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("zzzz"))
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func aSearchThatFoundSomethingIsRemembered() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(await world.queries.stored == [try query("alien")])
    }

    @Test func aSearchNotToRememberIsNotRemembered() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"), remembering: false)
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func aFailedSearchClearsOldRows() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        await world.movies.failNextCall(with: .unauthorized)
        await viewModel.search(try query("star"))
        #expect(viewModel.state.items.isEmpty)
        #expect(viewModel.state.page == 0 && viewModel.state.totalResults == 0)
        #expect(viewModel.state.provenance == nil && viewModel.state.selection == nil)
    }

    @Test func aFailedSearchIsReportedAndIsNotEmpty() async throws {
        let viewModel = world.moviesList()
        await world.movies.failNextCall(with: .unauthorized)
        await viewModel.search(try query("star"))
        #expect(viewModel.state.error == .unauthorized)
        #expect(viewModel.state.headline(for: .screen).contains("API key"))
        #expect(!viewModel.state.isEmpty)
        #expect(viewModel.state.loading == .none)
    }

    @Test func aPageThatArrivesClearsThePreviousError() async throws {
        let viewModel = world.moviesList()
        await world.movies.failNextCall(with: .offline)
        await viewModel.search(try query("alien"))
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.error == nil)
    }

    @Test func aNextPageThatArrivesClearsTheErrorOfTheFailedOne() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        await world.movies.failNextCall(with: .offline)
        await viewModel.loadNextPage()
        await viewModel.loadNextPage()
        #expect(viewModel.state.error == nil)
        #expect(viewModel.state.items.count == 40)
    }

    // MARK: Selection

    @Test func aNewSearchsFirstAnswerSelectsItsFirstRow() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        viewModel.select(index: 7)
        await viewModel.search(try query("heat 1"))
        #expect(viewModel.state.selection == 0)
        #expect(viewModel.state.selectedMovie?.title == "Heat 1")
    }

    @Test func aNewSearchWithFewerRowsThanTheSelectionSelectsItsFirstRow() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        viewModel.select(index: 7)
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.selection == 0)
    }

    @Test func aNextPageKeepsTheSelection() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        viewModel.select(index: 7)
        await viewModel.loadNextPage()
        #expect(viewModel.state.selection == 7)
    }

    @Test func aNegativeSelectionIndexSelectsTheFirstRow() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        viewModel.select(index: 5)
        viewModel.select(index: -3)
        #expect(viewModel.state.selection == 0)
    }

    @Test func aSelectionPastTheEndSelectsTheLastRow() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        viewModel.select(index: 99)
        #expect(viewModel.state.selection == 1)
    }

    @Test func selectingNothingClearsTheSelection() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        viewModel.select(index: nil)
        #expect(viewModel.state.selection == nil)
    }

    @Test func withoutRowsNothingCanBeSelected() {
        let viewModel = world.moviesList()
        viewModel.select(index: 0)
        #expect(viewModel.state.selection == nil)
    }

    @Test func selectingARowMakesItsMovieTheSelectedOne() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        viewModel.select(index: 1)
        #expect(viewModel.state.selectedMovie == MovieFixtures.aliens)
    }

    // MARK: Superseded searches

    @Test func aSupersededSearchStopsChangingTheState() async throws {
        let viewModel = world.moviesList()
        let (alien, star) = (try query("alien"), try query("star"))
        await world.gates.close(alien)
        let first = Task { await viewModel.search(alien) }
        try await waitUntil { await world.gates.waitingCalls(for: alien) == 1 }
        await world.gates.close(star)
        let second = Task { await viewModel.search(star) }
        try await waitUntil { await world.gates.waitingCalls(for: star) == 1 }
        await world.gates.open(alien)
        await first.value
        #expect(viewModel.state.query == star)
        #expect(viewModel.state.movies.isEmpty)
        await world.gates.open(star)
        await second.value
    }

    @Test func aSupersededSearchCannotResetTheLoadingOfTheSearchThatReplacedIt() async throws {
        let viewModel = world.moviesList()
        let (alien, star) = (try query("alien"), try query("star"))
        await world.gates.close(alien)
        let first = Task { await viewModel.search(alien) }
        try await waitUntil { await world.gates.waitingCalls(for: alien) == 1 }
        await world.gates.close(star)
        let second = Task { await viewModel.search(star) }
        try await waitUntil { await world.gates.waitingCalls(for: star) == 1 }
        await world.gates.open(alien)
        await first.value
        #expect(viewModel.state.loading == .firstPage)
        await world.gates.open(star)
        await second.value
    }

    @Test func theSearchThatReplacedAnotherShowsItsOwnAnswer() async throws {
        let viewModel = world.moviesList()
        let (alien, star) = (try query("alien"), try query("star"))
        await world.gates.close(alien)
        let first = Task { await viewModel.search(alien) }
        try await waitUntil { await world.gates.waitingCalls(for: alien) == 1 }
        await viewModel.search(star)
        await world.gates.open(alien)
        await first.value
        #expect(viewModel.state.items.map(\.title) == ["Star Wars"])
        #expect(viewModel.state.loading == .none)
    }

    @Test func aNextPageSupersededByANewSearchIsDropped() async throws {
        let viewModel = world.moviesList()
        let heat = try query("heat")
        await viewModel.search(heat)
        await world.gates.close(heat)
        let next = Task { await viewModel.loadNextPage() }
        try await waitUntil { await world.gates.waitingCalls(for: heat) == 1 }
        await viewModel.search(try query("alien"))
        await world.gates.open(heat)
        await next.value
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.loading == .none)
    }

    @Test func clearingEmptiesTheListAndKeepsTheSource() async throws {
        let viewModel = world.moviesList(source: .tmdb)
        await viewModel.search(try query("alien"))
        viewModel.clear()
        #expect(viewModel.state == MoviesListState(source: .tmdb))
    }

    @Test func aSearchUnderWayWhenTheListIsClearedChangesNothing() async throws {
        let viewModel = world.moviesList()
        let alien = try query("alien")
        await world.gates.close(alien)
        let search = Task { await viewModel.search(alien) }
        try await waitUntil { await world.gates.waitingCalls(for: alien) == 1 }
        viewModel.clear()
        await world.gates.open(alien)
        await search.value
        #expect(viewModel.state == MoviesListState(source: .offline))
    }

    // MARK: Next pages

    @Test func nextPagesAppendUntilTheLast() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        await viewModel.loadNextPage()
        await viewModel.loadNextPage()
        #expect(viewModel.state.items.count == 45)
        #expect(viewModel.state.items.last?.title == "Heat 45")
        #expect(viewModel.state.page == 3)
        #expect(!viewModel.state.hasMorePages)
    }

    @Test func pastTheLastPageNothingMoreLoads() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        await viewModel.loadNextPage()
        #expect(viewModel.state.items.count == 2)
        #expect(await world.movies.searches.count == 1)
    }

    @Test func onlyOneNextPageLoadsAtATime() async throws {
        let viewModel = world.moviesList()
        let heat = try query("heat")
        await viewModel.search(heat)
        await world.gates.close(heat)
        let first = Task { await viewModel.loadNextPage() }
        try await waitUntil { await world.gates.waitingCalls(for: heat) == 1 }
        let returned = Flag()
        let second = Task {
            await viewModel.loadNextPage()
            returned.raise()
        }
        try await waitUntil { returned.isRaised }
        await world.gates.open(heat)
        await first.value
        await second.value
        #expect(viewModel.state.items.count == 40)
        #expect(await world.movies.searches.map(\.page) == [1, 2])
    }

    @Test func aNextPageInProgressIsLoadingTheNextPageAndKeepsTheRows() async throws {
        let viewModel = world.moviesList()
        let heat = try query("heat")
        await viewModel.search(heat)
        await world.gates.close(heat)
        let next = Task { await viewModel.loadNextPage() }
        try await waitUntil { await world.gates.waitingCalls(for: heat) == 1 }
        #expect(viewModel.state.loading == .nextPage)
        #expect(viewModel.state.items.count == 20)
        await world.gates.open(heat)
        await next.value
        #expect(viewModel.state.loading == .none)
    }

    @Test func aFailedNextPageKeepsWhatIsShown() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        await world.movies.failNextCall(with: .offline)
        await viewModel.loadNextPage()
        #expect(viewModel.state.items.count == 20)
        #expect(viewModel.state.page == 1 && viewModel.state.hasMorePages)
        #expect(viewModel.state.loading == .none)
    }

    @Test func aFailedNextPageIsReportedUnderTheRows() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"))
        await world.movies.failNextCall(with: .offline)
        await viewModel.loadNextPage()
        #expect(viewModel.state.error == .offline)
        #expect(
            Array(viewModel.state.textLines.suffix(4)) == [
                "", CatalogError.offline.userMessage, "", "Next page: --page 2",
            ])
    }

    @Test func aNextPageIsNeverRemembered() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("heat"), remembering: false)
        await viewModel.loadNextPage()
        #expect(await world.queries.stored.isEmpty)
    }

    // MARK: Provenance and warnings

    @Test func anAnswerSaysWhereAndWhenItCameFrom() async throws {
        let cachedAt = SharedFixtures.now(plus: -120)
        await world.stamping.stamp(provenance: .cached(at: cachedAt), answeredAt: SharedFixtures.now)
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.provenance == .cached(at: cachedAt))
        #expect(viewModel.state.answeredAt == SharedFixtures.now)
    }

    @Test func aQueryThatCouldNotBeRememberedKeepsTheAnswer() async throws {
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.error == nil)
    }

    @Test func aQueryThatCouldNotBeRememberedCarriesTheWarning() async throws {
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.warnings == [.queryNotRemembered(.diskFull)])
    }

    @Test func theAnswersOwnWarningsAreKept() async throws {
        await world.stamping.stamp(warnings: [.resultsSkipped(count: 2)])
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        #expect(viewModel.state.warnings == [.resultsSkipped(count: 2)])
    }

    @Test func aNewSearchForgetsTheWarningsOfTheLast() async throws {
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"))
        await viewModel.search(try query("star"))
        #expect(viewModel.state.warnings.isEmpty)
    }

    // MARK: Remembering what a person committed to

    @Test func rememberingAddsTheQueryShownToTheRecentSearches() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"), remembering: false)
        await viewModel.remember()
        #expect(await world.queries.stored == [try query("alien")])
    }

    @Test func aQueryThatFoundNothingIsNotRememberedOnCommit() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("zzzz"), remembering: false)
        await viewModel.remember()
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func aCommitThatCouldNotBeRememberedBecomesAWarning() async throws {
        let viewModel = world.moviesList()
        await viewModel.search(try query("alien"), remembering: false)
        await world.queries.failNextCall(with: .storageFailed(.busy))
        await viewModel.remember()
        #expect(viewModel.state.warnings == [.queryNotRemembered(.busy)])
    }
}

/// Searching as a person types: answers as they arrive, a cached page first.
@MainActor
@Suite struct MoviesListLiveSearchTests {
    let world = CatalogWorld()
    let cachedAt = Timestamp(secondsSinceEpoch: 4_000)

    @Test func theFreshPageReplacesTheCachedOne() async throws {
        await world.movies.deliverCachedCopies(takenAt: cachedAt)
        let viewModel = world.moviesList(source: .tmdb)
        await viewModel.searchUpdates(try query("alien"))
        #expect(viewModel.state.provenance == .live)
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.loading == .none)
    }

    @Test func theCachedPageShowsBeforeTheFreshOne() async throws {
        await world.movies.deliverCachedCopies(takenAt: cachedAt)
        let alien = try query("alien")
        await world.movies.hold()
        let viewModel = world.moviesList(source: .tmdb)
        let search = Task { await viewModel.searchUpdates(alien) }
        try await waitUntil { viewModel.state.provenance != nil }
        #expect(viewModel.state.provenance == .cached(at: cachedAt))
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.loading == .firstPage)
        await world.movies.release()
        await search.value
    }

    @Test func theFreshPageKeepsTheSelectionMadeOnTheCachedOne() async throws {
        await world.movies.deliverCachedCopies(takenAt: cachedAt)
        await world.movies.hold()
        let viewModel = world.moviesList(source: .tmdb)
        let search = Task { await viewModel.searchUpdates(try query("alien")) }
        try await waitUntil { viewModel.state.provenance != nil }
        viewModel.select(index: 1)
        await world.movies.release()
        try await search.value
        #expect(viewModel.state.selection == 1)
    }

    @Test func whenTheSourceFailsTheCachedPageStaysWithItsAgeAndTheError() async throws {
        await world.movies.deliverCachedCopies(takenAt: cachedAt)
        await world.movies.failNextCall(with: .offline)
        let viewModel = world.moviesList(source: .tmdb)
        await viewModel.searchUpdates(try query("alien"))
        #expect(viewModel.state.items.map(\.title) == ["Alien", "Aliens"])
        #expect(viewModel.state.provenance == .cached(at: cachedAt))
        #expect(viewModel.state.error == .offline)
        #expect(viewModel.state.loading == .none)
    }

    @Test func withNothingCachedTheErrorIsTheWholeAnswer() async throws {
        await world.movies.failNextCall(with: .offline)
        let viewModel = world.moviesList(source: .tmdb)
        await viewModel.searchUpdates(try query("alien"))
        #expect(viewModel.state.items.isEmpty)
        #expect(viewModel.state.error == .offline)
        #expect(viewModel.state.selection == nil)
    }

    @Test func searchingAsAPersonTypesRemembersNothing() async throws {
        let viewModel = world.moviesList()
        await viewModel.searchUpdates(try query("alien"))
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func aSupersededLiveSearchStopsChangingTheState() async throws {
        let viewModel = world.moviesList()
        let alien = try query("alien")
        await world.gates.close(alien)
        let first = Task { await viewModel.searchUpdates(alien) }
        try await waitUntil { await world.gates.waitingCalls(for: alien) == 1 }
        await viewModel.search(try query("star"))
        await world.gates.open(alien)
        await first.value
        #expect(viewModel.state.items.map(\.title) == ["Star Wars"])
    }
}

/// `marquee movies search`: the state rendered for a shell.
@MainActor
@Suite struct MoviesSearchCommandTests {
    let world = CatalogWorld()

    @Test func theTextOutputIsTheTable() async throws {
        let output = await world.moviesList().searchCommand(try query("alien"), page: .first, format: .text)
        #expect(output.outcome == .success)
        #expect(output.standardOutput.first == "2 movies match \"alien\" in the offline catalog — page 1 of 1")
    }

    @Test func aFailedSearchIsOneLineOnStandardError() async throws {
        await world.movies.failNextCall(with: .offline)
        let output = await world.moviesList().searchCommand(try query("alien"), page: .first, format: .text)
        #expect(output.outcome == .failure)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == ["marquee: " + CatalogError.offline.userMessage])
    }

    @Test func aPagePastTheLastIsAUsageError() async throws {
        let output = await world.moviesList().searchCommand(try query("alien"), page: try PageNumber(3), format: .text)
        #expect(output.outcome == .usageError)
        #expect(output.standardError == ["marquee: Page 3 is past the last page; this search has 1 page."])
    }
}
