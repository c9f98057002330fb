@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// Issue 36: "A screening cannot be cancelled, moved or corrected." `m` on
/// Program opens the screening as it is; only what is edited changes.
@MainActor
@Suite struct ChangeScreeningInteractionTests {
    private func world() throws -> InteractiveWorld {
        try SnapshotWorlds.world(
            TerminalSize(columns: 100, rows: 30), users: try SnapshotWorlds.users,
            screenings: try SnapshotWorlds.screenings, orders: [])
    }

    private func stored(_ world: InteractiveWorld, _ id: String) async -> Screening? {
        await world.cinema.store.storedScreenings.first { $0.id.rawValue == id }
    }

    @Test func aMoveIsMadeAndProgramShowsItOnReturn() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.app.settle()
        world.press(.down, .down, .down)
        world.type("m")
        // A digit typed replaces the time shown; Enter moves on.
        world.type("2026-11-23 22:00")
        world.press(.enter, .enter, .enter, .enter)
        await world.app.settle()
        let moved = try #require(await stored(world, "alien-tomorrow"))
        #expect(moved.startsAt == SharedFixtures.now(plus: 33 * 60) && moved.hall.name == "B")
        #expect(moved.ticketPrice == BoxOfficeFixtures.ticketPrice)
        #expect(world.frame().lines.joined().contains("Alien is now in hall B at 2026-11-23 22:00"))
        // Enter again does nothing until a field changes.
        world.press(.enter)
        await world.app.settle()
        #expect(await stored(world, "alien-tomorrow") == moved)
        world.press(.escape)
        await world.app.settle()
        #expect(world.app.tab == .program)
        #expect(world.frame().lines.contains { $0.contains("2026-11-23 22:00") && $0.contains("Alien") })
    }

    @Test func aPriceWithSeatsSoldIsRefusedAndNothingChangesWithoutAnEdit() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.app.settle()
        world.type("m")
        // Through the fields to the button, and Enter on it: nothing was edited.
        world.press(.enter, .enter, .enter, .enter)
        await world.app.settle()
        #expect(world.frame().lines.joined().contains("Nothing is changed yet; edit the time, the hall or the price"))
        world.press(.down, .down)
        world.type("9 EUR")
        world.press(.enter, .enter)
        await world.app.settle()
        #expect(
            world.frame().lines.joined().contains(
                "12 seats of this screening are sold or held; its price changes only while none are"))
        #expect(await stored(world, "alien-tonight")?.ticketPrice == BoxOfficeFixtures.ticketPrice)
        // A hall that is not one is named before anything is asked.
        world.press(.up, .up)
        world.type("#1")
        world.press(.enter, .enter, .enter)
        await world.app.settle()
        #expect(world.frame().lines.joined().contains("is not a hall"))
    }
}
