@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// Issue 36: "the app shows how long a hold has left". An unpaid order's
/// receipt counts its hold down by the use cases' clock, and once the hold
/// runs out the order is read again: expired, its seats free, no Pay.
@MainActor
@Suite struct HoldCountdownTests {
    private func placedOrder() async throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 100, rows: 30), users: try SnapshotWorlds.users, screenings: screenings, orders: [])
        world.show(tab: 3)
        world.type("Ripley")
        world.press(.enter)
        world.type("alien-tonight")
        world.press(.enter, .backspace)
        world.type("2")
        world.press(.enter)
        world.press(.enter)
        await world.app.settle()
        return world
    }

    @Test func theReceiptSaysHowLongTheHoldHasLeft() async throws {
        let world = try await placedOrder()
        #expect(await world.cinema.store.storedScreenings.first { $0.id.rawValue == "alien-tonight" }?.seatsLeft == 66)
        #expect(
            world.frame().lines.joined(separator: "\n").contains(
                "Status    unpaid, held until 2026-11-22 13:15 (15 min left)"))

        // Each order shown reads the clock again.
        await world.cinema.clock.advance(seconds: 14 * 60 + 30)
        world.app.orders.countDownHold()
        await world.app.settle()
        #expect(
            world.frame().lines.joined(separator: "\n").contains(
                "held until 2026-11-22 13:15 (less than a minute left)"))
        #expect(world.frame().lines.joined(separator: "\n").contains("[ Pay ]"))
    }

    @Test func whenTheHoldRunsOutTheReceiptShowsTheOrderExpired() async throws {
        let world = try await placedOrder()
        await world.cinema.clock.advance(minutes: 15)
        world.app.orders.countDownHold()
        await world.app.settle()
        let frame = world.frame().lines.joined(separator: "\n")
        #expect(frame.contains("Status    expired 2026-11-22 13:15"), "\(frame)")
        #expect(!frame.contains("[ Pay ]") && !frame.contains("[ Cancel ]"))
        // Its two seats are free again: 68 left, as the form said before the order.
        #expect(await world.cinema.store.storedScreenings.first { $0.id.rawValue == "alien-tonight" }?.seatsLeft == 68)
        // p on the expired receipt pays nothing.
        world.type("p")
        await world.app.settle()
        #expect(await world.cinema.store.storedOrders.map(\.status) == [.expired(at: SharedFixtures.now(plus: 15))])
    }
}

/// The minutes left, rounded down, and the last minute in words.
@Suite struct HoldTimeLeftTests {
    @Test func minutesLeftAreWholeAndTheLastOneIsSaid() throws {
        let line = try OrderLine(screeningID: ScreeningID("s-1"), quantity: 1, unitPrice: BoxOfficeFixtures.ticketPrice)
        let end = SharedFixtures.now(plus: 15)
        let order = try Order(
            id: OrderID("o-1"), customer: UserID("u-1"), lines: [line], placedAt: SharedFixtures.now, heldUntil: end)
        let summary = OrderSummary(
            receipt: OrderReceipt(order: order, customer: nil, screenings: []),
            times: try TestZones.berlin())
        func left(_ seconds: Int64) -> String {
            summary.statusText(at: Timestamp(secondsSinceEpoch: end.secondsSinceEpoch - seconds))
        }
        #expect(left(900) == "unpaid, held until 2026-11-22 13:15 (15 min left)")
        #expect(left(899).hasSuffix("(14 min left)") && left(60).hasSuffix("(1 min left)"))
        #expect(left(59).hasSuffix("(less than a minute left)") && left(1).hasSuffix("(less than a minute left)"))
        #expect(left(0).hasSuffix("(the hold has run out)") && left(-30).hasSuffix("(the hold has run out)"))
        #expect(summary.statusText(at: nil) == "unpaid, held until 2026-11-22 13:15")
    }
}
