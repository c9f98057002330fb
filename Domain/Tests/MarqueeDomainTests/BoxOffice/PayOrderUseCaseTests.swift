import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct PayOrderUseCaseTests {
    @Test func paysAnUnpaidOrderAtTheClocksTime() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        await world.clock.advance(minutes: 5)
        let paid = try await world.payOrder.execute(order.id).order
        #expect(paid.status == .paid(at: SharedFixtures.now(plus: 5)))
        #expect(await world.store.storedOrders == [paid])
        #expect(await world.seatsSold() == 2)
    }

    @Test func aPaidOrCancelledOrderCannotBePaidAndNothingChanges() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        let cancelled = try await world.cancelOrder.execute(order.id).order
        await #expect(throws: BoxOfficeError.orderNotUnpaid(cancelled.status)) {
            try await world.payOrder.execute(order.id).order
        }
        #expect(await world.store.storedOrders == [cancelled])
    }

    @Test func anUnknownOrderFails() async throws {
        let world = try await OrderingWorld().prepared()
        let unknown = try OrderID("nope")
        await #expect(throws: BoxOfficeError.unknownOrder(unknown)) { try await world.payOrder.execute(unknown).order }
    }
}
