@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Clicks and the wheel: a tab switches, a row is selected, the wheel moves
/// the selection.
@MainActor
@Suite struct MouseTests {
    /// The grid row of the Movies list's `index`-th visible row.
    func movieRow(_ world: InteractiveWorld, _ index: Int) -> Int {
        world.app.body.row(MoviesPanel.listTop + index)
    }

    @Test(arguments: [(2, ScreenApp.Tab.program), (3, .orders), (4, .users)])
    func aClickOnATabSwitchesToIt(number: Int, tab: ScreenApp.Tab) throws {
        let world = try InteractiveWorld()
        world.show(tab: number)
        #expect(world.app.tab == tab)
    }

    @Test func aClickOnTheTabLabelsFirstColumnHitsIt() throws {
        let world = try InteractiveWorld()
        _ = world.frame()
        let program = try #require(world.app.tabColumns.first { $0.tab == ScreenApp.Tab.program.rawValue })
        world.click(row: 0, column: program.columns.lowerBound)
        #expect(world.app.tab == .program)
    }

    @Test func aClickBetweenTabsSwitchesNothing() throws {
        let world = try InteractiveWorld()
        _ = world.frame()
        let movies = try #require(world.app.tabColumns.first { $0.tab == ScreenApp.Tab.movies.rawValue })
        world.click(row: 0, column: movies.columns.upperBound)
        #expect(world.app.tab == .movies)
    }

    @Test func aClickOnAMovieRowSelectsIt() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        _ = world.frame()
        world.click(row: movieRow(world, 1), column: 10)
        #expect(world.app.movies.list.state.selection == 1)
    }

    @Test func aClickOnTheSelectedRowOpensIt() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        _ = world.frame()
        world.click(row: movieRow(world, 1), column: 10)
        world.click(row: movieRow(world, 1), column: 10)
        await world.app.settle()
        #expect((world.app.current as? MovieDetailsPanel)?.viewModel.state.movie == MovieFixtures.aliens)
    }

    @Test func aClickBelowTheLastRowSelectsNothingNew() async throws {
        let world = try InteractiveWorld()
        await world.search("alien")
        _ = world.frame()
        world.click(row: movieRow(world, 5), column: 10)
        #expect(world.app.movies.list.state.selection == 0)
    }

    @Test func theWheelMovesTheSelectionDown() async throws {
        let world = try InteractiveWorld()
        await world.search("heat")
        _ = world.frame()
        world.wheel(down: true)
        #expect(world.app.movies.list.state.selection == 3)
    }

    @Test func theWheelMovesTheSelectionUpToTheFirstRow() async throws {
        let world = try InteractiveWorld()
        await world.search("heat")
        _ = world.frame()
        world.wheel(down: true)
        world.wheel(down: false)
        world.wheel(down: false)
        #expect(world.app.movies.list.state.selection == 0)
    }

    @Test func aClickOnAUserRowSelectsIt() async throws {
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley, AccountsFixtures.dallas])
        world.show(tab: 4)
        await world.settle()
        _ = world.frame()
        world.click(row: world.app.body.row(UsersPanel.listTop + 1), column: 5)
        #expect(world.app.users.selectedUser?.name.displayName == "Ripley")
    }

    @Test func aClickOnAScreeningRowSelectsIt() async throws {
        let world = try InteractiveWorld(screenings: [
            try BoxOfficeFixtures.screening("s-1"), try BoxOfficeFixtures.screening("s-2", hall: "B"),
        ])
        world.show(tab: 2)
        await world.settle()
        _ = world.frame()
        world.click(row: world.app.body.row(ProgramPanel.listTop + 1), column: 5)
        #expect(world.app.program.selectedScreening?.id.rawValue == "s-2")
    }

    @Test func aClickClosesTheKeyMap() throws {
        let world = try InteractiveWorld()
        world.press(.function(1))
        _ = world.frame()
        world.click(row: 5, column: 5)
        #expect(world.app.keyMap == nil)
    }

    @Test func aClickOnTheSearchFieldFocusesIt() throws {
        let world = try InteractiveWorld()
        world.press(.escape)
        _ = world.frame()
        world.click(row: world.app.body.row(0), column: 20)
        #expect(world.app.hasTextFocus)
    }
}
