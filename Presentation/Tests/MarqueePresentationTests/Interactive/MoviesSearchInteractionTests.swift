@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import Testing

@MainActor
@Suite struct MoviesSearchInteractionTests {
    @Test func typingQuicklyIssuesOneSearchForTheWholeText() async throws {
        let world = try InteractiveWorld()
        await world.type("ali")
        #expect(await world.movies.searches.isEmpty)
        await world.settle()
        #expect(await world.movies.searches.map(\.query.text) == ["ali"])
        #expect(world.app.movies.list.state.movies.map(\.title) == ["Alien", "Aliens"])
    }

    @Test func aSearchStartsOnlyOnceTypingPausesForTheWholeDebounce() async throws {
        let world = try InteractiveWorld()
        await world.type("a")
        world.clock.advance(by: .milliseconds(100))
        await world.type("l")
        world.clock.advance(by: .milliseconds(100))
        try await waitUntil { world.clock.sleeperCount == 1 }
        #expect(await world.movies.searches.isEmpty)
        world.clock.advance(by: .milliseconds(50))
        await world.app.settle()
        #expect(await world.movies.searches.map(\.query.text) == ["al"])
    }

    @Test func aKeystrokeDuringASearchCancelsIt() async throws {
        let world = try InteractiveWorld()
        await world.movies.hold()
        await world.type("alien")
        world.clock.advance(by: MoviesSearchScreen.debounce)
        try await waitUntil { await world.movies.waitingCalls == 1 }
        await world.type("x")
        world.clock.advance(by: MoviesSearchScreen.debounce)
        try await waitUntil { await world.movies.waitingCalls == 2 }
        await world.movies.release()
        await world.app.settle()
        let state = world.app.movies.list.state
        #expect(state.query?.text == "alienx")
        #expect(state.movies.isEmpty && state.isEmpty)
    }

    @Test func aCachedPageShowsAtOnceWithItsAgeAndTheFreshOneReplacesIt() async throws {
        let world = try InteractiveWorld()
        let now = SharedFixtures.now.secondsSinceEpoch
        await world.movies.deliverCachedCopies(takenAt: Timestamp(secondsSinceEpoch: now - 2 * 3600))
        await world.movies.hold()
        await world.type("alien")
        world.clock.advance(by: MoviesSearchScreen.debounce)
        try await waitUntil { world.app.movies.list.state.provenance != nil }
        #expect(world.screenText().contains("(cached 2 h ago)"))
        #expect(world.screenText().contains("Aliens"))
        await world.movies.release()
        await world.app.settle()
        #expect(world.app.movies.list.state.provenance == .live)
        #expect(!world.screenText().contains("cached"))
    }

    @Test func theNextPageLoadsWhenTheSelectionNearsTheEnd() async throws {
        let world = try InteractiveWorld()
        await world.search("heat")
        #expect(world.app.movies.list.state.movies.count == 20)
        for _ in 0..<14 { await world.press(.down) }
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 20)
        await world.press(.down)
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 40)
        await world.press(.end)
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 45)
        #expect(world.app.movies.list.state.selection == 39)
    }

    @Test func aFailedSearchShowsTheCLIMessageAndEnterRetriesIt() async throws {
        let world = try InteractiveWorld()
        await world.movies.failNextCall(with: .offline)
        await world.search("alien")
        #expect(world.screenText().contains(CatalogError.offline.userMessage))
        await world.press(.enter)
        await world.app.settle()
        #expect(world.app.movies.list.state.error == nil)
        #expect(world.screenText().contains("Aliens"))
    }

    @Test func arrowsMoveTheSelectionWhileTyping() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        await world.press(.down)
        #expect(world.app.movies.list.state.selection == 1)
        await world.press(.home)
        #expect(world.app.movies.list.state.selection == 0)
        #expect(world.app.hasTextFocus && world.app.movies.field.text == "alien")
    }

    @Test func withTheFieldEmptyRecentSearchesAreSuggestedAndChoosingOneSearchesIt() async throws {
        let world = try InteractiveWorld(recent: ["star", "alien"])
        await world.app.settle()
        let text = world.screenText()
        #expect(text.contains(RecentQueriesTextScreen.lines(world.app.movies.recent.state).first ?? "?"))
        #expect(text.contains("star") && text.contains("alien"))
        await world.press(.down, .enter)
        await world.app.settle()
        #expect(world.app.movies.field.text == "alien")
        #expect(world.app.movies.list.state.movies.map(\.title) == ["Alien", "Aliens"])
    }

    @Test func clearingTheFieldCancelsThePendingSearchAndShowsSuggestionsAgain() async throws {
        let world = try InteractiveWorld(recent: ["star"])
        await world.type("al")
        await world.press(.backspace, .backspace)
        await world.settle()
        #expect(await world.movies.searches.isEmpty)
        #expect(world.app.movies.showsSuggestions)
    }
}
