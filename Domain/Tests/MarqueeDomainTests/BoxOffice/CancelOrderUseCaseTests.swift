import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct CancelOrderUseCaseTests {
    @Test func cancelsAnUnpaidOrderAndFreesItsSeats() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        await world.clock.advance(minutes: 1)
        let cancelled = try await world.cancelOrder.execute(order.id).order
        #expect(cancelled.status == .cancelled(at: SharedFixtures.now(plus: 1)))
        #expect(await world.store.storedOrders == [cancelled])
        #expect(await world.seatsSold() == 0)
    }

    @Test func aPaidOrderCannotBeCancelledAndKeepsItsSeats() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        let paid = try await world.payOrder.execute(order.id).order
        await #expect(throws: BoxOfficeError.orderNotUnpaid(paid.status)) {
            try await world.cancelOrder.execute(order.id).order
        }
        #expect(await world.store.storedOrders == [paid])
        #expect(await world.seatsSold() == 3)
    }

    @Test func cancellingTwiceFailsAndFreesTheSeatsOnce() async throws {
        let world = try await OrderingWorld().prepared()
        let mine = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        let cancelled = try await world.cancelOrder.execute(mine.id).order
        await #expect(throws: BoxOfficeError.orderNotUnpaid(cancelled.status)) {
            try await world.cancelOrder.execute(mine.id).order
        }
        #expect(await world.seatsSold() == 2)
    }

    @Test func aCancellationThatCannotReleaseEverySeatReleasesNone() async throws {
        // Inconsistent storage: the second screening shows fewer seats sold than the order holds.
        let world = try await OrderingWorld().prepared()
        await world.store.insert(try BoxOfficeFixtures.screening(seatsSold: 2))
        let other = try BoxOfficeFixtures.screening("screening-2", hall: "B", seatsSold: 1)
        await world.store.insert(other)
        let order = try Order(
            id: OrderID("order-x"), customer: world.ripley.id,
            lines: [
                OrderLine(screeningID: world.screening.id, quantity: 2, unitPrice: world.screening.ticketPrice),
                OrderLine(screeningID: other.id, quantity: 3, unitPrice: other.ticketPrice),
            ],
            placedAt: SharedFixtures.now
        )
        await world.store.insert(order)
        let before = await world.store.storedScreenings
        await #expect(throws: BoxOfficeError.invalidQuantity(3)) { try await world.cancelOrder.execute(order.id).order }
        #expect(await world.store.storedOrders == [order])
        #expect(await world.store.storedScreenings == before)
    }

    @Test func aStorageFailureIsReportedAndNothingChanges() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) {
            try await world.cancelOrder.execute(order.id).order
        }
        #expect(await world.store.storedOrders == [order])
        #expect(await world.seatsSold() == 3)
    }

    @Test func anUnknownOrderFails() async throws {
        let world = try await OrderingWorld().prepared()
        let unknown = try OrderID("nope")
        await #expect(throws: BoxOfficeError.unknownOrder(unknown)) {
            try await world.cancelOrder.execute(unknown).order
        }
    }
}
