import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Issue 36: "No walk-in sales: every order needs a registered customer."
/// A walk-in is sold and paid at once, with no customer, by the rules of
/// any order.
@Suite struct WalkInSaleTests {
    let store = InMemoryBoxOfficeStore()
    let users: InMemoryUserRepository
    let clock = ManualTimeSource()
    let alien: Screening
    let clerk: Desk

    init() throws {
        alien = try BoxOfficeFixtures.screening("alien", hall: "A", startsInMinutes: 60, capacity: 4)
        users = InMemoryUserRepository(users: [try AccountsFixtures.ripley])
        clerk = try Desk(name: DeskName("front-1"), role: .clerk, addedAt: SharedFixtures.now)
    }

    func place(by desk: Desk? = nil) -> PlaceOrderInteractor {
        PlaceOrderInteractor(
            users: users, screenings: store, orders: store, ids: IncrementingIDGenerator(prefix: "o-"), clock: clock,
            desk: desk)
    }

    @Test func aWalkInIsSoldAndPaidAtOnceWithNoCustomerAndTheDeskRecorded() async throws {
        await store.insert(alien)
        let receipt = try await place(by: clerk).sellWalkIn(tickets: [TicketRequest(screeningID: alien.id, quantity: 3)]
        )
        let order = receipt.order
        #expect(order.isWalkIn && order.customer == nil && receipt.customer == nil)
        #expect(order.status == .paid(at: SharedFixtures.now) && order.heldUntil == nil)
        #expect(order.placedBy == clerk.name && order.settledBy == clerk.name)
        #expect(order.total == BoxOfficeFixtures.euros(3750))
        #expect(receipt.screenings.map(\.seatsSold) == [3])
        #expect(await store.storedOrders == [order])
        #expect(await store.storedScreenings.map(\.seatsSold) == [3])

        // Listed with everyone's orders, never as a customer's.
        let list = ListOrdersInteractor(orders: store, users: users, screenings: store)
        #expect(try await list.execute(OrderFilter()).map(\.order.id) == [order.id])
        #expect(try await list.execute(OrderFilter(customer: UserName("Ripley"))).isEmpty)
        let shown = try await ShowOrderInteractor(orders: store, users: users, screenings: store).execute(order.id)
        #expect(shown.customer == nil && shown.order == order)
    }

    @Test func aWalkInKeepsTheRulesOfAnOrderAndNothingIsSoldWhenRefused() async throws {
        await store.insert(alien)
        await #expect(throws: BoxOfficeError.soldOut(seatsLeft: 4)) {
            try await place().sellWalkIn(tickets: [TicketRequest(screeningID: alien.id, quantity: 5)])
        }
        await #expect(throws: BoxOfficeError.emptyOrder) { try await place().sellWalkIn(tickets: []) }
        await clock.set(alien.startsAt)
        await #expect(throws: BoxOfficeError.screeningStarted(alien.id)) {
            try await place().sellWalkIn(tickets: [TicketRequest(screeningID: alien.id, quantity: 1)])
        }
        #expect(await store.storedOrders.isEmpty)
        #expect(await store.storedScreenings.map(\.seatsSold) == [0])
    }
}
