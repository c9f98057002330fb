import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct OrderLineTests {
    @Test func itsSubtotalIsPriceTimesQuantity() throws {
        let line = try OrderLine(screeningID: ScreeningID("s1"), quantity: 3, unitPrice: BoxOfficeFixtures.ticketPrice)
        #expect(line.subtotal == BoxOfficeFixtures.euros(3750))
    }

    @Test(arguments: [0, -2, 10_001])
    func quantityMustBeBetweenOneAndTheLargestCapacity(quantity: Int) throws {
        #expect(throws: BoxOfficeError.invalidQuantity(quantity)) {
            try OrderLine(screeningID: ScreeningID("s1"), quantity: quantity, unitPrice: BoxOfficeFixtures.ticketPrice)
        }
    }

    @Test func aSubtotalTooLargeOverflows() throws {
        #expect(throws: BoxOfficeError.overflow) {
            try OrderLine(
                screeningID: ScreeningID("s1"), quantity: 2, unitPrice: Money(minorUnits: .max, currency: .eur))
        }
    }

    @Test func aNegativePriceIsRejected() throws {
        #expect(throws: BoxOfficeError.invalidPrice("-1.00 EUR")) {
            try OrderLine(screeningID: ScreeningID("s1"), quantity: 1, unitPrice: BoxOfficeFixtures.euros(-100))
        }
    }
}

@Suite struct OrderTests {
    func line(_ screening: String, _ quantity: Int, _ price: Money = BoxOfficeFixtures.ticketPrice) throws -> OrderLine
    {
        try OrderLine(screeningID: ScreeningID(screening), quantity: quantity, unitPrice: price)
    }

    func order(_ lines: [OrderLine]) throws -> Order {
        try Order(id: OrderID("o1"), customer: UserID("u1"), lines: lines, placedAt: SharedFixtures.now)
    }

    @Test func itsTotalIsTheSumOfItsLines() throws {
        let order = try order([line("s1", 2), line("s2", 1, BoxOfficeFixtures.euros(900))])
        #expect(order.total == BoxOfficeFixtures.euros(3400))
        #expect(order.ticketCount == 3)
        #expect(order.status == .unpaid)
    }

    @Test func linesInTwoCurrenciesAreRejected() throws {
        let yen = Money(minorUnits: 1800, currency: .jpy)
        #expect(throws: BoxOfficeError.mixedCurrencies(.eur, .jpy)) { try order([line("s1", 1), line("s2", 1, yen)]) }
    }

    @Test func aTotalTooLargeOverflows() throws {
        let huge = Money(minorUnits: .max / 2 + 1, currency: .eur)
        #expect(throws: BoxOfficeError.overflow) { try order([line("s1", 1, huge), line("s2", 1, huge)]) }
    }

    @Test func needsAtLeastOneLineAndOneLinePerScreening() throws {
        #expect(throws: BoxOfficeError.emptyOrder) { try order([]) }
        #expect(throws: BoxOfficeError.duplicateLine(try ScreeningID("s1"))) {
            try order([line("s1", 1), line("s1", 2)])
        }
    }

    @Test func anUnpaidOrderCanBePaidOnceAndRecordsWhen() throws {
        var order = try order([line("s1", 1)])
        let paidAt = SharedFixtures.now(plus: 5)
        try order.pay(at: paidAt)
        #expect(order.status == .paid(at: paidAt))
        #expect(throws: BoxOfficeError.orderNotUnpaid(.paid(at: paidAt))) {
            try order.pay(at: paidAt.adding(minutes: 1))
        }
        #expect(throws: BoxOfficeError.orderNotUnpaid(.paid(at: paidAt))) {
            try order.cancel(at: paidAt, allowingRefund: false)
        }
        #expect(order.status == .paid(at: paidAt))
    }

    @Test func aPaidOrderIsRefundedOnceAndRecordsWhenAndByWhom() throws {
        var order = try order([line("s1", 2)])
        try order.pay(at: SharedFixtures.now(plus: 5), by: DeskName("till-1"))
        let refundedAt = SharedFixtures.now(plus: 9)
        try order.cancel(at: refundedAt, by: DeskName("office"))
        #expect(order.status == .refunded(at: refundedAt))
        #expect(order.settledBy == (try DeskName("office")))
        #expect(order.status.holdsSeats == false)
        #expect(order.status.settledAt == refundedAt)
        #expect(throws: BoxOfficeError.orderNotUnpaid(.refunded(at: refundedAt))) { try order.cancel(at: refundedAt) }
        #expect(throws: BoxOfficeError.orderNotUnpaid(.refunded(at: refundedAt))) { try order.pay(at: refundedAt) }
        #expect(order.status == .refunded(at: refundedAt))
    }

    @Test func anUnpaidOrderCanBeCancelledOnceAndRecordsWhen() throws {
        var order = try order([line("s1", 1)])
        let cancelledAt = SharedFixtures.now(plus: 7)
        try order.cancel(at: cancelledAt)
        #expect(order.status == .cancelled(at: cancelledAt))
        #expect(throws: BoxOfficeError.orderNotUnpaid(.cancelled(at: cancelledAt))) { try order.pay(at: cancelledAt) }
        #expect(throws: BoxOfficeError.orderNotUnpaid(.cancelled(at: cancelledAt))) {
            try order.cancel(at: cancelledAt)
        }
    }
}

@Suite struct BoxOfficeFactoryTests {
    let ids = IncrementingIDGenerator(prefix: "bo-")
    var factory: BoxOfficeFactory { BoxOfficeFactory(ids: ids) }

    @Test func makesScreeningsWithFreshIdentitiesAndTheGivenRuntime() async throws {
        let movie = MovieFixtures.movie(348, "Alien", runtime: 117)
        let screening = try await factory.makeScreening(
            of: movie, in: Hall("A"), at: SharedFixtures.now, runtimeMinutes: 117, capacity: 50,
            ticketPrice: BoxOfficeFixtures.ticketPrice
        )
        #expect(screening.id == (try ScreeningID("bo-1")))
        #expect(screening.movieTitle == "Alien")
        #expect(screening.runtimeMinutes == 117)
        #expect(screening.seatsSold == 0)
    }

    @Test func theRuntimeGivenIsKeptWhateverTheCatalogSays() async throws {
        let screening = try await factory.makeScreening(
            of: MovieFixtures.movie(348, "Alien", runtime: 117), in: Hall("A"), at: SharedFixtures.now,
            runtimeMinutes: 138, capacity: 50, ticketPrice: BoxOfficeFixtures.ticketPrice
        )
        #expect(screening.runtimeMinutes == 138)
    }

    @Test func makesUnpaidOrdersWithFreshIdentities() async throws {
        let lines = [
            try OrderLine(screeningID: ScreeningID("s1"), quantity: 2, unitPrice: BoxOfficeFixtures.ticketPrice)
        ]
        let first = try await factory.makeOrder(for: UserID("u1"), lines: lines, at: SharedFixtures.now)
        let second = try await factory.makeOrder(for: UserID("u1"), lines: lines, at: SharedFixtures.now)
        #expect([first.id, second.id] == [try OrderID("bo-1"), try OrderID("bo-2")])
        #expect(first.status == .unpaid)
    }
}
