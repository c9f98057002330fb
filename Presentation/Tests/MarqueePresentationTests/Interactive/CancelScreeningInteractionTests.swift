@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// Issue 36: "A screening cannot be cancelled." `c` on Program says what
/// cancelling does to its orders before the one button that does it.
@MainActor
@Suite struct CancelScreeningInteractionTests {
    private func world() throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        return try SnapshotWorlds.world(
            TerminalSize(columns: 100, rows: 30), users: try SnapshotWorlds.users, screenings: screenings,
            orders: try SnapshotWorlds.ripleysOrders(screenings))
    }

    private func stored(_ world: InteractiveWorld, _ id: String) async -> Screening? {
        await world.cinema.store.storedScreenings.first { $0.id.rawValue == id }
    }

    @Test func theImpactIsShownFirstThenEnterCancelsOnceAndProgramDropsIt() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.app.settle()
        world.type("c")
        await world.app.settle()
        var text = world.frame().lines.joined(separator: "\n")
        #expect(
            text.contains("Cancelling Alien at 2026-11-22 19:00 in hall A: 1 unpaid order to cancel, 2 seats freed."))
        #expect(await stored(world, "alien-tonight")?.isCancelled == false, "nothing changes before Enter")

        world.press(.enter)
        await world.app.settle()
        let cancelled = try #require(await stored(world, "alien-tonight"))
        #expect(cancelled.cancellation == ScreeningCancellation(at: SharedFixtures.now, by: nil))
        #expect(cancelled.seatsSold == 10, "Ripley's 2 seats are free again")
        let order = await world.cinema.store.storedOrders.first { $0.id.rawValue == "order-7" }
        #expect(order?.status == .cancelled(at: SharedFixtures.now))
        text = world.frame().lines.joined(separator: "\n")
        #expect(
            text.contains("Cancelled Alien at 2026-11-22 19:00 in hall A: 1 unpaid order cancelled, 2 seats freed."))
        #expect(text.contains("Recorded at 2026-11-22 13:00."))
        #expect(text.contains("order order-7: 5 tickets, EUR 67.00, cancelled"))

        // Enter again does nothing; Esc goes back to a program without it.
        world.press(.enter)
        await world.app.settle()
        #expect(await world.cinema.store.storedOrders.filter { $0.status.holdsSeats }.count == 1)
        world.press(.escape)
        await world.app.settle()
        #expect(world.app.tab == .program)
        let program = world.frame().lines.joined(separator: "\n")
        #expect(!program.contains("2026-11-22 19:00"))
        #expect(program.contains("2026-11-23 15:00"), "the other Alien stays")
    }

    @Test func aStartedScreeningIsRefusedWithoutAButtonThatActs() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.app.settle()
        await world.cinema.clock.set(SharedFixtures.now(plus: 6 * 60))
        world.type("c")
        await world.app.settle()
        #expect(world.frame().lines.joined().contains("Screening alien-tonight has already started"))
        world.press(.enter)
        await world.app.settle()
        #expect(await stored(world, "alien-tonight")?.isCancelled == false)
    }
}
