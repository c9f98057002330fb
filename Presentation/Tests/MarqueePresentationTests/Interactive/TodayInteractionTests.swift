@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Issue 36: the Today view, the day's overview in the full-screen app.
/// The clock stands at 13:00 in Berlin on 22 November 2026; the tab is the
/// fifth, after the box office's four.
@MainActor
@Suite struct TodayInteractionTests {
    /// Three screenings today (19:00 Alien, 20:00 Amélie sold out, 21:30
    /// Spirited Away), two tomorrow, Ripley's orders, and the Today tab.
    func world() throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        return try InteractiveWorld(
            users: SnapshotWorlds.users, screenings: screenings, orders: SnapshotWorlds.ripleysOrders(screenings),
            extraTabs: { cinema in [.today(boxOffice: cinema.boxOffice, times: cinema.times, clock: cinema.clock)] })
    }

    func today(_ world: InteractiveWorld) throws -> TodayPanel {
        try #require(world.app.panels[4] as? TodayPanel)
    }

    @Test func showsTodaysScreeningsWithTheirSeatsAndTheTotals() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        let text = world.screenText()
        #expect(text.contains("3 screenings on 2026-11-22 (Europe/Berlin)"), "\(text)")
        let rows = try #require(try today(world).viewModel.state.report?.rows)
        #expect(rows.map(\.screening.id.rawValue) == ["alien-tonight", "amelie-tonight", "spirited-late"])
        // Ripley's unpaid order holds two seats of tonight's Alien.
        #expect(rows[0].seatsHeld == 2)
        #expect(text.contains("19:00  A     Alien"), "\(text)")
        #expect(text.contains("Seats 0 paid, 2 held,"), "\(text)")
    }

    @Test func arrowsStepADayAndTComesBackToToday() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        world.press(.right)
        await world.app.settle()
        #expect(world.screenText().contains("2 screenings on 2026-11-23"))
        // Tomorrow's Alien holds Ripley's paid seat.
        #expect(world.screenText().contains("Seats 1 paid, 3 held,"), "\(world.screenText())")
        world.press(.left, .left)
        await world.app.settle()
        #expect(world.screenText().contains("No screening on 2026-11-21 (Europe/Berlin)."))
        #expect(!world.screenText().contains("Seats "))
        world.type("t")
        await world.app.settle()
        #expect(world.screenText().contains("3 screenings on 2026-11-22"))
    }

    @Test func enterOpensTheOrderFormForTheScreeningChosen() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        world.press(.down, .down)
        #expect(try today(world).hints.first == KeyHint(key: "Enter", action: "order tickets"))
        world.press(.enter)
        await world.app.settle()
        #expect(world.app.tab == .orders)
        #expect(world.app.orders.screening.text == "spirited-late")
    }

    @Test func enterOnASoldOutOrStartedScreeningSaysWhyUntilTheNextKey() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        world.press(.down, .enter)
        #expect(world.app.panels[world.app.selected] is TodayPanel)
        #expect(world.screenText().contains("Amélie at 20:00 is sold out; pick another screening."))
        world.press(.up)
        #expect(!world.screenText().contains("sold out; pick"))
        // Half past seven: tonight's Alien has started.
        await world.app.settle()
        await world.cinema.clock.advance(minutes: 6 * 60 + 30)
        world.type("r")
        await world.app.settle()
        #expect(try today(world).hints.first != KeyHint(key: "Enter", action: "order tickets"))
        world.press(.enter)
        #expect(world.screenText().contains("Alien at 19:00 has started; its tickets are no longer sold."))
    }

    @Test func aClickPicksARowAndASecondClickOpensIt() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        let frame = world.screenText().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(frame.firstIndex { $0.contains("Spirited Away") || $0.contains("千と千尋") })
        world.click(row: row, column: 10)
        #expect(try today(world).selectedRow?.screening.id.rawValue == "spirited-late")
        world.click(row: row, column: 10)
        await world.app.settle()
        #expect(world.app.tab == .orders)
    }
}
