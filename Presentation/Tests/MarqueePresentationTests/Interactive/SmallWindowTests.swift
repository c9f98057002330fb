@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Below 60×16 the panels cannot be laid out: the screen asks for a larger
/// window and every key but `q` and Ctrl-C is swallowed.
@MainActor
@Suite struct SmallWindowTests {
    @Test(arguments: [(59, 16), (60, 15), (0, 0), (1, 1)])
    func typingDoesNotSearchInATooSmallWindow(columns: Int, rows: Int) async throws {
        var world = try InteractiveWorld()
        world.resize(columns: columns, rows: rows)
        world.type("alien")
        await world.settle()
        #expect(world.app.movies.field.text.isEmpty)
        #expect(await world.movies.searches.isEmpty)
    }

    @Test func atSixtyBySixteenTypingSearches() async throws {
        var world = try InteractiveWorld()
        world.resize(columns: 60, rows: 16)
        await world.search("alien")
        #expect(await world.movies.searches.count == 1)
    }

    @Test func enterDoesNotPlaceAnOrderInATooSmallWindow() async throws {
        var world = try InteractiveWorld(
            users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
        world.press(.tab, .tab)
        world.type("Ripley")
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter, .enter)
        world.resize(columns: 59, rows: 16)
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedOrders.isEmpty)
    }

    @Test func pastingDoesNotTypeInATooSmallWindow() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 40, rows: 10)
        world.paste("alien")
        #expect(world.app.movies.field.text.isEmpty)
    }

    @Test func clicksDoNothingInATooSmallWindow() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 59, rows: 16)
        world.click(row: 0, column: 13)
        #expect(world.app.tab == .movies)
    }

    @Test func theSmallWindowAsksForALargerOne() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 59, rows: 16)
        #expect(world.frame().lines.first?.hasPrefix("Make the window larger (at least 60×16); q quits") == true)
    }

    @Test func qQuitsInATooSmallWindowEvenWithATextFieldFocused() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 20, rows: 5)
        world.type("q")
        #expect(world.app.isFinished)
    }

    @Test func ctrlCQuitsInATooSmallWindow() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 20, rows: 5)
        world.press(.control("c"))
        #expect(world.app.isFinished)
    }

    @Test func growingTheWindowAgainLetsKeysThrough() throws {
        var world = try InteractiveWorld()
        world.resize(columns: 20, rows: 5)
        world.type("x")
        world.resize(columns: 80, rows: 24)
        world.type("y")
        #expect(world.app.movies.field.text == "y")
    }
}
