import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Issue 36: a manager calls off a screening still to come; its unpaid
/// orders are cancelled, its paid ones refunded, its seats and hall freed,
/// and the cancellation records when and which desk.
@Suite struct CancelScreeningTests {
    let store = InMemoryBoxOfficeStore()
    let clock = ManualTimeSource()
    let alien: Screening
    let heat: Screening
    let ripley: User
    let manager: Desk

    init() throws {
        alien = try BoxOfficeFixtures.screening("alien", hall: "A", startsInMinutes: 24 * 60, capacity: 10)
        heat = try BoxOfficeFixtures.screening(
            "heat", movie: MovieFixtures.aliens, hall: "B", startsInMinutes: 25 * 60, capacity: 10)
        ripley = try AccountsFixtures.ripley
        manager = try Desk(name: DeskName("office"), role: .manager, addedAt: SharedFixtures.now)
    }

    func cancel(by desk: Desk? = nil) -> CancelScreeningInteractor {
        CancelScreeningInteractor(screenings: store, orders: store, clock: clock, desk: desk)
    }

    /// Alien with an unpaid order (2 seats), a paid one (3) and a paid order
    /// of Alien and Heat together (1 + 4); Heat alone keeps nothing else.
    func prepared() async throws -> (unpaid: OrderID, paid: OrderID, both: OrderID) {
        await store.insert(alien)
        await store.insert(heat)
        let unpaid = try BoxOfficeFixtures.order("o-unpaid", customer: ripley.id, screening: alien, quantity: 2)
        let paid = try BoxOfficeFixtures.order("o-paid", customer: ripley.id, screening: alien, quantity: 3)
        let both = try Order(
            id: OrderID("o-both"), customer: ripley.id,
            lines: [
                OrderLine(screeningID: alien.id, quantity: 1, unitPrice: alien.ticketPrice),
                OrderLine(screeningID: heat.id, quantity: 4, unitPrice: heat.ticketPrice),
            ],
            placedAt: SharedFixtures.now)
        for order in [unpaid, paid, both] { try await store.place(order) }
        for id in [paid.id, both.id] { _ = try await store.recordPayment(of: id, at: SharedFixtures.now, by: nil) }
        return (unpaid.id, paid.id, both.id)
    }

    @Test func theImpactNamesWhatACancellationWouldDoAndChangesNothing() async throws {
        let ids = try await prepared()
        let before = await store.storedOrders
        let impact = try await cancel().impact(of: alien.id)
        #expect(impact.ordersCancelled.map(\.id) == [ids.unpaid])
        #expect(Set(impact.ordersRefunded.map(\.id)) == [ids.paid, ids.both])
        #expect(impact.seats == 6)
        // 3 × 12.50 + (1 + 4) × 12.50: the whole of the two-screening order goes back.
        #expect(try impact.moneyBack() == [BoxOfficeFixtures.euros(10_000)])
        #expect(await store.storedOrders == before && !impact.screening.isCancelled)
    }

    @Test func cancellingRefundsAndCancelsItsOrdersFreesSeatsAndHallAndIsRecorded() async throws {
        let ids = try await prepared()
        await clock.advance(minutes: 30)
        let done = try await cancel(by: manager).execute(alien.id)
        let when = SharedFixtures.now(plus: 30)
        #expect(done.screening.cancellation == ScreeningCancellation(at: when, by: manager.name))
        #expect(done.screening.seatsSold == 0)
        #expect(done.ordersCancelled.map(\.status) == [.cancelled(at: when)])
        #expect(done.ordersRefunded.map(\.status) == [.refunded(at: when), .refunded(at: when)])
        #expect(done.orders.allSatisfy { $0.settledBy == manager.name })
        #expect(try done.moneyBack() == [BoxOfficeFixtures.euros(10_000)])
        let stored = await store.storedScreenings
        #expect(stored.map(\.seatsSold) == [0, 0], "Heat's 4 seats of the refunded order are free too")
        let orders = await store.storedOrders
        #expect(orders.map(\.id) == [ids.both, ids.paid, ids.unpaid])
        #expect(orders.allSatisfy { !$0.status.holdsSeats })

        // Gone from the program, not sold, not changed, not cancelled twice.
        let program = ListProgramInteractor(screenings: store, clock: clock)
        #expect(try await program.execute(bookableOnly: false).map(\.id) == [heat.id])
        let place = PlaceOrderInteractor(
            users: InMemoryUserRepository(users: [ripley]), screenings: store, orders: store,
            ids: IncrementingIDGenerator(prefix: "o-"), clock: clock)
        await #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) {
            try await place.execute(customer: ripley.id, screening: alien.id, quantity: 1)
        }
        await #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) {
            try await ChangeScreeningInteractor(screenings: store, clock: clock)
                .execute(alien.id, ScreeningChange(hall: Hall("C")))
        }
        await #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) {
            try await cancel(by: manager).execute(alien.id)
        }
        await #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) { try await cancel().impact(of: alien.id) }

        // The day's overview counts its refunds, and no seat of it as free.
        let report = try DayReport.of(
            await store.storedScreenings, orders: orders, from: SharedFixtures.now,
            to: SharedFixtures.now(plus: 48 * 60))
        let row = try #require(report.rows.first { $0.screening.id == alien.id })
        #expect(row.seatsFree == 0 && row.seatsPaid == 0 && row.seatsHeld == 0)
        #expect(row.refunded == BoxOfficeFixtures.euros(5000), "3 + 1 tickets of Alien given back")

        // Its hall is free at its time again.
        let again = try BoxOfficeFixtures.screening("alien-2", hall: "A", startsInMinutes: 24 * 60)
        try await store.add(again)
        #expect(await store.storedScreenings.count == 3)
    }

    @Test func anOrderWhoseHoldRanOutExpiresInsteadAndIsNotCounted() async throws {
        await store.insert(alien)
        let held = try BoxOfficeFixtures.order(
            "o-held", customer: ripley.id, screening: alien, quantity: 2, heldUntil: SharedFixtures.now(plus: 15))
        try await store.place(held)
        await clock.advance(minutes: 20)
        #expect(try await cancel().impact(of: alien.id).orders.isEmpty)
        let done = try await cancel().execute(alien.id)
        #expect(done.orders.isEmpty && done.seats == 0 && done.screening.seatsSold == 0)
        #expect(await store.storedOrders.map(\.status) == [.expired(at: SharedFixtures.now(plus: 15))])
    }

    @Test func aClerkAStartedOrAnUnknownScreeningIsRefusedAndNothingChanges() async throws {
        _ = try await prepared()
        let before = (await store.storedScreenings, await store.storedOrders)
        let clerk = try Desk(name: DeskName("front-1"), role: .clerk, addedAt: SharedFixtures.now)
        await #expect(
            throws: BoxOfficeError.notPermitted(
                PermissionDenied(desk: clerk.name, role: .clerk, action: .cancelScreening))
        ) {
            try await cancel(by: clerk).execute(alien.id)
        }
        let unknown = try ScreeningID("nope")
        await #expect(throws: BoxOfficeError.unknownScreening(unknown)) { try await cancel().execute(unknown) }
        await clock.set(alien.startsAt)
        await #expect(throws: BoxOfficeError.screeningStarted(alien.id)) { try await cancel().execute(alien.id) }
        await #expect(throws: BoxOfficeError.screeningStarted(alien.id)) { try await cancel().impact(of: alien.id) }
        #expect(await store.storedScreenings == before.0)
        #expect(await store.storedOrders == before.1)
    }

    @Test func aCancelledScreeningConflictsWithNothingAndCannotBeCancelledTwice() throws {
        var cancelled = alien
        try cancelled.cancel(at: SharedFixtures.now, by: nil)
        let same = try BoxOfficeFixtures.screening("alien-2", hall: "A", startsInMinutes: 24 * 60)
        #expect(!cancelled.conflicts(with: same) && !same.conflicts(with: cancelled))
        #expect(alien.conflicts(with: same))
        #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) {
            try cancelled.cancel(at: SharedFixtures.now, by: nil)
        }
        #expect(throws: BoxOfficeError.screeningCancelled(alien.id)) { try cancelled.reserve(1) }
        #expect(!BookableScreening(at: SharedFixtures.now).isSatisfied(by: cancelled))
    }
}
