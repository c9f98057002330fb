import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// An unpaid order holds its seats for a set time, then they go back on sale.
@Suite struct SeatHoldsTests {
    /// The use cases over one world, with the cinema's hold.
    private func useCases(_ world: OrderingWorld, holdMinutes: Int = SeatHolds.defaultMinutes) -> BoxOfficeUseCases {
        BoxOfficeUseCases(
            users: world.users, screenings: world.store, orders: world.store, movies: InMemoryMoviesRepository(),
            screeningIDs: IncrementingIDGenerator(prefix: "s-"), orderIDs: world.ids, clock: world.clock,
            holdMinutes: holdMinutes)
    }

    /// Places `quantity` tickets for Ripley through `boxOffice`.
    private func place(_ quantity: Int, in world: OrderingWorld, through boxOffice: BoxOfficeUseCases)
        async throws -> Order
    {
        try await boxOffice.place.execute(
            customerNamed: world.ripley.name,
            tickets: [TicketRequest(screeningID: world.screening.id, quantity: quantity)]
        ).order
    }

    @Test func aNewOrderIsHeldForTheCinemasMinutes() async throws {
        let world = try await OrderingWorld().prepared()
        let standard = try await place(1, in: world, through: useCases(world))
        #expect(standard.heldUntil == SharedFixtures.now.adding(minutes: 15))
        let longer = try await place(1, in: world, through: useCases(world, holdMinutes: 40))
        #expect(longer.heldUntil == SharedFixtures.now.adding(minutes: 40))
        #expect(SeatHolds(minutes: 0, orders: world.store, clock: world.clock).minutes == 1)
        #expect(SeatHolds(minutes: 100_000, orders: world.store, clock: world.clock).minutes == 1440)
    }

    @Test func whenTheHoldRunsOutTheSeatsGoBackOnSale() async throws {
        let world = try await OrderingWorld(capacity: 4).prepared()
        let boxOffice = useCases(world, holdMinutes: 10)
        let held = try await place(4, in: world, through: boxOffice)
        await #expect(throws: BoxOfficeError.soldOut(seatsLeft: 0)) {
            try await place(1, in: world, through: boxOffice)
        }
        await world.clock.advance(minutes: 9)
        #expect(try await boxOffice.program.execute(bookableOnly: false).first?.seatsLeft == 0)

        await world.clock.advance(minutes: 1)
        // Reading expires it: the program shows the seats free again.
        #expect(try await boxOffice.program.execute(bookableOnly: false).first?.seatsLeft == 4)
        let shown = try await boxOffice.order.execute(held.id).order
        #expect(shown.status == .expired(at: SharedFixtures.now.adding(minutes: 10)))
        #expect(shown.settledBy == nil)
        let again = try await place(4, in: world, through: boxOffice)
        #expect(again.status == .unpaid)
        #expect(await world.seatsSold() == 4)
    }

    @Test func anOrderWhoseHoldRanOutCanNeitherBePaidNorCancelled() async throws {
        let world = try await OrderingWorld().prepared()
        let boxOffice = useCases(world)
        let late = try await place(2, in: world, through: boxOffice)
        let onTime = try await place(3, in: world, through: boxOffice)
        await world.clock.advance(minutes: 14)
        #expect(try await boxOffice.pay.execute(onTime.id).order.status == .paid(at: SharedFixtures.now(plus: 14)))
        await world.clock.advance(minutes: 1)
        let ended = OrderStatus.expired(at: SharedFixtures.now.adding(minutes: 15))
        await #expect(throws: BoxOfficeError.orderNotUnpaid(ended)) { try await boxOffice.pay.execute(late.id) }
        await #expect(throws: BoxOfficeError.orderNotUnpaid(ended)) { try await boxOffice.cancel.execute(late.id) }
        // The paid order keeps its seats; the expired one gave its two back.
        #expect(await world.seatsSold() == 3)
        let statuses = await world.store.storedOrders.map(\.status)
        #expect(statuses == [ended, .paid(at: SharedFixtures.now(plus: 14))])
    }

    @Test func theOrderItselfRefusesPaymentOnceItsHoldHasRunOut() throws {
        let line = try OrderLine(
            screeningID: BoxOfficeFixtures.screeningID("s-1"), quantity: 1, unitPrice: BoxOfficeFixtures.ticketPrice)
        let end = SharedFixtures.now(plus: 15)
        var order = try Order(
            id: OrderID("o-1"), customer: AccountsFixtures.ripley.id, lines: [line], placedAt: SharedFixtures.now,
            heldUntil: end)
        #expect(!order.holdHasRunOut(at: SharedFixtures.now(plus: 14)))
        #expect(throws: BoxOfficeError.orderNotUnpaid(.expired(at: end))) {
            var copy = order
            try copy.pay(at: end)
        }
        let early = order.expireHold(at: SharedFixtures.now(plus: 14))
        let late = order.expireHold(at: SharedFixtures.now(plus: 600))
        #expect(!early && late)
        #expect(order.status == .expired(at: end))
        let twice = order.expireHold(at: SharedFixtures.now(plus: 601))
        #expect(!twice)

        var unlimited = try Order(
            id: OrderID("o-2"), customer: AccountsFixtures.ripley.id, lines: [line], placedAt: SharedFixtures.now)
        let never = unlimited.expireHold(at: SharedFixtures.now(plus: 100_000))
        #expect(!never)
        try unlimited.pay(at: SharedFixtures.now(plus: 100_000))
    }

    @Test func theDaysReportCountsNoExpiredSeats() async throws {
        let world = try await OrderingWorld().prepared()
        let boxOffice = useCases(world)
        _ = try await place(2, in: world, through: boxOffice)
        await world.clock.advance(minutes: 16)
        let report = try await boxOffice.report.execute(
            from: SharedFixtures.now, to: SharedFixtures.now(plus: 2 * 24 * 60))
        #expect(report.rows.map(\.seatsHeld) == [0])
        #expect(report.unpaid.allSatisfy { $0.minorUnits == 0 })
        #expect(report.rows.map(\.unpaid.minorUnits) == [0])
    }

    @Test func aReadOnlyStoreIsStillReadWithItsHoldsAsStored() async throws {
        let world = try await OrderingWorld().prepared()
        let boxOffice = useCases(world)
        _ = try await place(2, in: world, through: boxOffice)
        await world.clock.advance(minutes: 30)
        await world.store.failNextCall(with: .storageFailed(StorageFailure(.readOnly, place: .memory)))
        #expect(try await boxOffice.program.execute(bookableOnly: false).first?.seatsLeft == 8)
        // Any other failure is the read's failure.
        let busy = BoxOfficeError.storageFailed(StorageFailure(.busy, place: .memory))
        await world.store.failNextCall(with: busy)
        await #expect(throws: busy) { try await boxOffice.program.execute(bookableOnly: false) }
        // A store that can be written expires it.
        #expect(try await boxOffice.program.execute(bookableOnly: false).first?.seatsLeft == 10)
    }
}
