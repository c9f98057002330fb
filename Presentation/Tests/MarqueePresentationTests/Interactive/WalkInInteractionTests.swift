@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Issue 36: "No walk-in sales." Typing walk-in as the customer sells the
/// tickets to someone not registered, paid at once; the receipt says so.
@MainActor
@Suite struct WalkInInteractionTests {
    func world() throws -> InteractiveWorld {
        try InteractiveWorld(
            users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
    }

    @Test func walkInAsTheCustomerSellsPaidAtOnceAndTheReceiptSaysWalkIn() async throws {
        let world = try world()
        world.show(tab: 3)
        await world.app.settle()
        #expect(world.screenText().contains("1 customer · type a name to choose, or walk-in"))
        world.type("Walk-In")
        #expect(world.app.orders.isWalkIn && world.app.orders.customerChoices.isEmpty)
        #expect(world.screenText().contains("A walk-in: nobody registered; the tickets are sold and paid at once."))
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter)
        world.type("2")
        world.press(.enter)
        #expect(world.app.orders.hints.first == KeyHint(key: "Enter", action: "sell to the walk-in, paid at once"))
        world.press(.enter)
        await world.app.settle()
        let sold = try #require(await world.cinema.store.storedOrders.first)
        #expect(sold.isWalkIn && sold.status == .paid(at: SharedFixtures.now) && sold.ticketCount == 2)
        let text = world.screenText()
        #expect(text.contains("Sold to a walk-in and paid: take EUR 25.00."))
        #expect(text.contains("walk-in"))
        // Enter again sells nothing more.
        world.press(.enter)
        await world.app.settle()
        #expect(await world.cinema.store.storedOrders.count == 1)
    }

    @Test func aWalkInHasNoOrdersToList() async throws {
        let world = try world()
        world.show(tab: 3)
        await world.app.settle()
        world.type("walk in")
        world.press(.down, .down, .down, .down)
        #expect(world.app.orders.focus == .showOrders)
        world.press(.enter)
        await world.app.settle()
        #expect(world.screenText().contains("A walk-in has no orders to list; Today shows the day's sales."))
    }
}
