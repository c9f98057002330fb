@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

@MainActor
@Suite struct ScreenAppNavigationTests {
    @Test func opensOnMoviesWithTheSearchFieldFocused() throws {
        let world = try InteractiveWorld()
        #expect(world.app.tab == .movies && world.app.current === world.app.movies)
        #expect(world.app.hasTextFocus)
        #expect(world.frame().cursor != nil)
    }

    @Test func tabCyclesThroughTheScreensAndShiftTabGoesBack() throws {
        let world = try InteractiveWorld()
        var seen: [ScreenApp.Tab] = []
        for _ in 0..<4 {
            world.press(.tab)
            seen.append(world.app.tab)
        }
        #expect(seen == [.program, .orders, .users, .movies])
        world.press(.backTab)
        #expect(world.app.tab == .users)
    }

    @Test func digitsGoToTheirScreenWhenNoFieldHasFocus() throws {
        let world = try InteractiveWorld()
        world.press(.escape)
        world.type("4")
        #expect(world.app.tab == .users)
    }

    @Test func enterOpensTheSelectedMovieAndEscGoesBack() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        world.press(.down, .enter)
        await world.app.settle()
        let details = try #require(world.app.current as? MovieDetailsPanel)
        #expect(details.viewModel.state.movie?.id == MovieFixtures.aliens.id)
        #expect(world.screenText().contains("Aliens"))
        world.press(.escape)
        #expect(world.app.current === world.app.movies)
        #expect(world.app.movies.field.text == "alien")
    }

    @Test func qTypesWhileTheSearchFieldHasFocusAndQuitsWhenItDoesNot() throws {
        let world = try InteractiveWorld()
        world.type("q")
        #expect(!world.app.isFinished)
        #expect(world.app.movies.field.text == "q")
        world.press(.escape)
        #expect(!world.app.hasTextFocus)
        world.type("q")
        #expect(world.app.isFinished)
    }

    @Test func ctrlCQuitsEvenWhileTyping() throws {
        let world = try InteractiveWorld()
        world.type("ali")
        world.press(.control("c"))
        #expect(world.app.isFinished)
    }

    @Test func slashFocusesTheSearchFromAnotherScreen() throws {
        let world = try InteractiveWorld()
        world.press(.escape, .tab)
        #expect(world.app.tab == .program && !world.app.hasTextFocus)
        world.type("/")
        #expect(world.app.tab == .movies && world.app.hasTextFocus)
    }

    /// Esc pressed once more than needed after leaving a field took a person
    /// to Movies, where the next letter typed was a search (issue 36, point 10).
    @Test func escOnATabsOwnScreenStaysThere() throws {
        let world = try InteractiveWorld()
        world.press(.tab, .tab)
        #expect(world.app.tab == .orders && world.app.hasTextFocus)
        world.press(.escape)  // leaves the Customer field
        world.press(.escape, .escape)
        #expect(world.app.tab == .orders && !world.app.hasTextFocus)
        world.type("2")
        #expect(world.app.tab == .program)
    }

    @Test func enterOnAScreeningPreparesAnOrderForIt() async throws {
        let world = try InteractiveWorld(screenings: [try BoxOfficeFixtures.screening("screening-1")])
        world.press(.tab)
        await world.app.settle()
        world.press(.enter)
        #expect(world.app.tab == .orders)
        #expect(world.app.orders.screening.text == "screening-1")
        #expect(world.app.orders.focus == .customer)
    }

    @Test func aKeyPressedAfterQuittingDoesNothing() throws {
        let world = try InteractiveWorld()
        world.press(.control("c"), .tab)
        #expect(world.app.isFinished && world.app.tab == .movies)
    }

    @Test func theFooterSaysTheKeysThatWorkHere() throws {
        let world = try InteractiveWorld()
        let footer = world.frame().lines.last ?? ""
        #expect(footer.contains("Esc leave the field") && footer.contains("Ctrl-C quit"))
    }
}
