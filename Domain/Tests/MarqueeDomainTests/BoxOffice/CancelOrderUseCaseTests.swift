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

    @Test func aPaidOrderIsRefundedAndFreesItsSeats() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        _ = try await world.payOrder.execute(order.id)
        await world.clock.advance(minutes: 2)
        let refunded = try await world.cancelOrder.execute(order.id).order
        #expect(refunded.status == .refunded(at: SharedFixtures.now(plus: 2)))
        #expect(await world.store.storedOrders == [refunded])
        #expect(await world.seatsSold() == 0)
    }

    @Test func onlyAManagersDeskRefunds() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        let paid = try await world.payOrder.execute(order.id).order
        let clerk = try Desk(name: DeskName("till-1"), role: .clerk, addedAt: SharedFixtures.now)
        let manager = try Desk(name: DeskName("office"), role: .manager, addedAt: SharedFixtures.now)
        await #expect(
            throws: BoxOfficeError.notPermitted(PermissionDenied(desk: clerk.name, role: .clerk, action: .refundOrder))
        ) {
            try await world.cancelOrder(by: clerk).execute(order.id)
        }
        #expect(await world.store.storedOrders == [paid])
        #expect(await world.seatsSold() == 3)
        let refunded = try await world.cancelOrder(by: manager).execute(order.id).order
        #expect(refunded.settledBy == manager.name)
        #expect(await world.seatsSold() == 0)
    }

    @Test func anOrderPaidWhileBeingCancelledIsRefusedNotRefunded() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        // Another desk takes the payment between the use case's read and its write.
        let racing = PaidAfterReading(store: world.store)
        let cancel = CancelOrderInteractor(
            orders: racing, users: world.users, screenings: world.store, clock: world.clock)
        await #expect(throws: BoxOfficeError.orderNotUnpaid(.paid(at: SharedFixtures.now))) {
            try await cancel.execute(order.id)
        }
        #expect(await world.store.storedOrders.map(\.status) == [.paid(at: SharedFixtures.now)])
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

/// The in-memory store, except that reading an order pays it right after:
/// another desk's payment landing between a use case's read and its write.
private struct PaidAfterReading: OrderRepository {
    let store: InMemoryBoxOfficeStore

    func place(_ order: Order) async throws(BoxOfficeError) { try await store.place(order) }
    func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError) -> Order {
        try await store.recordPayment(of: id, at: time, by: desk)
    }
    func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order
    {
        try await store.recordCancellation(of: id, at: time, by: desk, allowingRefund: allowingRefund)
    }
    func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int {
        try await store.releaseExpiredHolds(at: time)
    }
    func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact
    {
        try await store.recordScreeningCancellation(of: id, at: time, by: desk)
    }
    func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? {
        let order = try await store.order(withID: id)
        if order?.status == .unpaid { _ = try await store.recordPayment(of: id, at: SharedFixtures.now, by: nil) }
        return order
    }
    func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] { try await store.orders(for: customer) }
    func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order] {
        try await store.orders(forScreenings: screenings)
    }
    func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        try await store.hasUnpaidOrders(for: customer)
    }
}
