@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

@MainActor
@Suite struct MoviesSearchInteractionTests {
    @Test func typingQuicklyIssuesOneSearchForTheWholeText() async throws {
        let world = try InteractiveWorld()
        world.type("ali")
        #expect(await world.movies.searches.isEmpty)
        await world.settle()
        #expect(await world.movies.searches.map(\.query.text) == ["ali"])
        #expect(world.app.movies.list.state.movies.map(\.title) == ["Alien", "Aliens"])
    }

    @Test func aSearchStartsOnlyOnceTypingPausesForTheWholeDebounce() async throws {
        let world = try InteractiveWorld()
        world.type("a")
        world.clock.advance(by: .milliseconds(100))
        world.type("l")
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
        world.type("alien")
        world.clock.advance(by: MoviesPanel.debounce)
        try await waitUntil { await world.movies.waitingCalls == 1 }
        world.type("x")
        world.clock.advance(by: MoviesPanel.debounce)
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
        await world.catalog.stamping.stamp(answeredAt: SharedFixtures.now)
        await world.movies.deliverCachedCopies(takenAt: Timestamp(secondsSinceEpoch: now - 2 * 3600))
        await world.movies.hold()
        world.type("alien")
        world.clock.advance(by: MoviesPanel.debounce)
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
        for _ in 0..<14 { world.press(.down) }
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 20)
        world.press(.down)
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 40)
        world.press(.escape, .end)
        await world.app.settle()
        #expect(world.app.movies.list.state.movies.count == 45)
        #expect(world.app.movies.list.state.selection == 39)
    }

    @Test func aFailedSearchShowsTheMessageAndEnterRetriesIt() async throws {
        let world = try InteractiveWorld()
        await world.movies.failNextCall(with: .offline)
        await world.search("alien")
        #expect(world.screenText().contains(CatalogError.offline.message(for: .screen)))
        world.press(.enter)
        await world.app.settle()
        #expect(world.app.movies.list.state.error == nil)
        #expect(world.screenText().contains("Aliens"))
    }

    @Test func arrowsMoveTheSelectionWhileTyping() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        world.press(.down)
        #expect(world.app.movies.list.state.selection == 1)
        world.press(.up)
        #expect(world.app.movies.list.state.selection == 0)
        #expect(world.app.hasTextFocus && world.app.movies.field.text == "alien")
    }

    @Test func whileTypingHomeMovesTheCaretNotTheSelection() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        world.press(.down, .home)
        #expect(world.app.movies.list.state.selection == 1)
        #expect(world.app.movies.field.caret == 0)
    }

    @Test func withTheFieldEmptyRecentSearchesAreSuggestedAndChoosingOneSearchesIt() async throws {
        let world = try InteractiveWorld(recent: ["star", "alien"])
        await world.app.settle()
        let text = world.screenText()
        #expect(text.contains(world.app.movies.recent.state.headline))
        #expect(text.contains("star") && text.contains("alien"))
        world.press(.enter)
        await world.app.settle()
        #expect(world.app.movies.field.text == "star")
        #expect(world.app.movies.list.state.movies.map(\.title) == ["Star Wars"])
    }

    @Test
    func downFromTheHighlightedSuggestionSelectsTheNextOne() async throws {
        let world = try InteractiveWorld(recent: ["star", "alien"])
        await world.app.settle()
        world.press(.down, .enter)
        await world.app.settle()
        #expect(world.app.movies.field.text == "alien")
    }

    @Test func clearingTheFieldCancelsThePendingSearchAndShowsSuggestionsAgain() async throws {
        let world = try InteractiveWorld(recent: ["star"])
        world.type("al")
        world.press(.backspace, .backspace)
        await world.settle()
        #expect(await world.movies.searches.isEmpty)
        #expect(world.app.movies.showsSuggestions)
    }

    @Test func aQueryThatCouldNotBeRememberedIsANoteOnScreen() async throws {
        let world = try InteractiveWorld()
        await world.app.settle()
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        world.type("alien")
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains("This search is not remembered"))
    }

    // MARK: What is remembered

    @Test func typingATitleNeverRecordsItsPrefixes() async throws {
        let world = try InteractiveWorld()
        for character in "alien" {
            world.type(String(character))
            await world.settle()
        }
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func enterRecordsTheQueryOnce() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        world.press(.enter)
        await world.settle()
        world.press(.escape)
        world.press(.enter)
        await world.settle()
        #expect(await world.queries.stored == [try MovieQuery("alien")])
    }

    @Test func enterBeforeThePauseSearchesAndRecordsTheQuery() async throws {
        let world = try InteractiveWorld()
        world.type("alien")
        world.press(.enter)
        await world.settle()
        #expect(await world.queries.stored == [try MovieQuery("alien")])
        #expect(await world.movies.searches.count == 1)
    }

    @Test func aZeroResultSearchIsNotRecorded() async throws {
        let world = try InteractiveWorld()
        world.type("zzzz")
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        await world.settle()
        #expect(await world.queries.stored.isEmpty)
    }

    @Test func aNewSearchsAnswerResetsTheSelectionToTheFirstRow() async throws {
        let world = try InteractiveWorld()
        await world.search("heat")
        world.press(.down, .down, .down)
        await world.search(" 1")
        #expect(world.app.movies.list.state.query?.text == "heat 1")
        #expect(world.app.movies.list.state.selection == 0)
    }
}
