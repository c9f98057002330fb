@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import Testing

@MainActor
@Suite struct BoxOfficeAppNavigationTests {
    @Test func opensOnMoviesWithTheSearchFieldFocused() throws {
        let world = try InteractiveWorld()
        #expect(world.app.screen == .movies)
        #expect(world.app.hasTextFocus)
        #expect(world.frame().cursor != nil)
    }

    @Test func tabCyclesThroughTheScreensAndShiftTabGoesBack() async throws {
        let world = try InteractiveWorld()
        var seen: [BoxOfficeApp.Screen] = []
        for _ in 0..<4 {
            await world.press(.tab)
            seen.append(world.app.screen)
        }
        #expect(seen == [.program, .orders, .users, .movies])
        await world.press(.backTab)
        #expect(world.app.screen == .users)
    }

    @Test func enterOpensTheSelectedMovieAndEscGoesBack() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        await world.press(.down, .enter)
        await world.app.settle()
        #expect(world.app.screen == .details)
        #expect(world.app.details?.viewModel.state.movie?.id == MovieFixtures.aliens.id)
        #expect(world.screenText().contains("Aliens"))
        await world.press(.escape)
        #expect(world.app.screen == .movies)
        #expect(world.app.movies.field.text == "alien")
    }

    @Test func qTypesWhileTheSearchFieldHasFocusAndQuitsWhenItDoesNot() async throws {
        let world = try InteractiveWorld()
        await world.type("q")
        #expect(!world.app.isFinished)
        #expect(world.app.movies.field.text == "q")
        await world.press(.escape)
        #expect(!world.app.hasTextFocus)
        await world.type("q")
        #expect(world.app.isFinished)
    }

    @Test func ctrlCQuitsEvenWhileTyping() async throws {
        let world = try InteractiveWorld()
        await world.type("ali")
        await world.press(.ctrl("c"))
        #expect(world.app.isFinished)
    }

    @Test func slashFocusesTheSearchFromAnotherScreen() async throws {
        let world = try InteractiveWorld()
        await world.press(.escape, .tab)
        #expect(world.app.screen == .program && !world.app.hasTextFocus)
        await world.type("/")
        #expect(world.app.screen == .movies && world.app.hasTextFocus)
    }

    @Test func questionMarkShowsTheKeyMapAndAnyKeyClosesIt() async throws {
        let world = try InteractiveWorld()
        await world.press(.tab)
        await world.type("?")
        #expect(world.app.isShowingKeyMap)
        #expect(world.screenText().contains("Ctrl-C"))
        await world.press(.escape)
        #expect(!world.app.isShowingKeyMap && world.app.screen == .program)
    }

    @Test func escOnAnotherScreenGoesBackToMovies() async throws {
        let world = try InteractiveWorld()
        await world.press(.tab, .tab)
        await world.press(.escape)  // leaves the Customer field
        await world.press(.escape)
        #expect(world.app.screen == .movies)
    }

    @Test func enterOnAScreeningPreparesAnOrderForIt() async throws {
        let world = try InteractiveWorld(screenings: [try BoxOfficeFixtures.screening("screening-1")])
        await world.press(.tab)
        await world.app.settle()
        await world.press(.enter)
        #expect(world.app.screen == .orders)
        #expect(world.app.orders.text(.screening) == "screening-1")
        #expect(world.app.orders.focus == .customer)
    }

    @Test func aKeyPressedAfterQuittingDoesNothing() async throws {
        let world = try InteractiveWorld()
        await world.press(.ctrl("c"), .tab)
        #expect(world.app.isFinished && world.app.screen == .movies)
    }
}
