import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct DayReportTests {
    let ripley: UserID
    let day = (from: SharedFixtures.now, to: SharedFixtures.now.adding(minutes: 24 * 60))

    init() throws {
        ripley = try UserID("user-ripley")
    }

    func eur(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .eur) }

    @Test func eachLineCountsByItsOrdersStatusAndOnlyItsScreeningsDay() throws {
        let alien = try BoxOfficeFixtures.screening("s1", hall: "A", startsInMinutes: 60, capacity: 10)
        let quiet = try BoxOfficeFixtures.screening("s2", hall: "B", startsInMinutes: 120, capacity: 5)
        let tomorrow = try BoxOfficeFixtures.screening("s3", hall: "A", startsInMinutes: 25 * 60, capacity: 10)
        let orders = [
            try BoxOfficeFixtures.order(
                "paid", customer: ripley, screening: alien, quantity: 2, status: .paid(at: day.from)),
            try BoxOfficeFixtures.order("held", customer: ripley, screening: alien, quantity: 3),
            try BoxOfficeFixtures.order(
                "back", customer: ripley, screening: alien, quantity: 1, status: .refunded(at: day.from)),
            try BoxOfficeFixtures.order(
                "gone", customer: ripley, screening: quiet, quantity: 4, status: .cancelled(at: day.from)),
            try Order(
                id: OrderID("two-days"), customer: ripley,
                lines: [
                    OrderLine(screeningID: alien.id, quantity: 1, unitPrice: alien.ticketPrice),
                    OrderLine(screeningID: tomorrow.id, quantity: 2, unitPrice: tomorrow.ticketPrice),
                ],
                placedAt: day.from, status: .paid(at: day.from)),
        ]
        let report = try DayReport.of([tomorrow, quiet, alien], orders: orders, from: day.from, to: day.to)
        #expect(report.rows.map(\.screening.id) == [alien.id, quiet.id])
        let first = try #require(report.rows.first)
        #expect((first.seatsPaid, first.seatsHeld, first.seatsFree) == (3, 3, 4))
        #expect((first.paid, first.unpaid, first.refunded) == (eur(3750), eur(3750), eur(1250)))
        let second = try #require(report.rows.last)
        #expect((second.seatsPaid, second.seatsHeld, second.seatsFree) == (0, 0, 5))
        #expect((second.paid, second.unpaid, second.refunded) == (eur(0), eur(0), eur(0)))
        #expect((report.paid, report.unpaid, report.refunded) == ([eur(3750)], [eur(3750)], [eur(1250)]))
        #expect((report.seatsPaid, report.seatsHeld, report.seatsFree) == (3, 3, 9))
    }

    @Test func totalsArePerCurrencyByCode() throws {
        let yen = Money(minorUnits: 1800, currency: .jpy)
        let tokyo = try BoxOfficeFixtures.screening("s1", hall: "T", startsInMinutes: 60, ticketPrice: yen)
        let paris = try BoxOfficeFixtures.screening("s2", hall: "P", startsInMinutes: 90)
        let orders = [
            try BoxOfficeFixtures.order(
                "a", customer: ripley, screening: tokyo, quantity: 2, status: .paid(at: day.from)),
            try BoxOfficeFixtures.order(
                "b", customer: ripley, screening: paris, quantity: 1, status: .paid(at: day.from)),
        ]
        let report = try DayReport.of([tokyo, paris], orders: orders, from: day.from, to: day.to)
        #expect(report.paid == [eur(1250), Money(minorUnits: 3600, currency: .jpy)])
        #expect(report.unpaid == [eur(0), Money(minorUnits: 0, currency: .jpy)])
    }

    @Test func theStretchIncludesItsStartAndExcludesItsEnd() throws {
        let atStart = try BoxOfficeFixtures.screening("s1", hall: "A", startsInMinutes: 0)
        let atEnd = try BoxOfficeFixtures.screening("s2", hall: "B", startsInMinutes: 24 * 60)
        let report = try DayReport.of([atStart, atEnd], orders: [], from: day.from, to: day.to)
        #expect(report.rows.map(\.screening.id) == [atStart.id])
        #expect(try DayReport.of([atStart], orders: [], from: day.to, to: day.from).rows.isEmpty)
    }

    @Test func theInteractorReportsWhatTheStoreHoldsAndAgreesWithTheSeatsSold() async throws {
        let world = try await OrderingWorld().prepared()
        let paid = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        _ = try await world.payOrder.execute(paid.id)
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        let refunded = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        _ = try await world.payOrder.execute(refunded.id)
        _ = try await world.cancelOrder.execute(refunded.id)
        let start = world.screening.startsAt
        let report = try await DayReportInteractor(screenings: world.store, orders: world.store)
            .execute(from: start.adding(minutes: -60), to: start.adding(minutes: 60))
        let row = try #require(report.rows.first)
        #expect(report.rows.count == 1)
        #expect((row.seatsPaid, row.seatsHeld) == (2, 3))
        #expect(row.seatsPaid + row.seatsHeld == (await world.seatsSold()))
        #expect(row.seatsFree == row.screening.seatsLeft)
        #expect((row.paid, row.unpaid, row.refunded) == (eur(2500), eur(3750), eur(1250)))
        let empty = try await DayReportInteractor(screenings: world.store, orders: world.store)
            .execute(from: start.adding(minutes: 60), to: start.adding(minutes: 120))
        #expect(empty.rows.isEmpty && empty.paid.isEmpty)
    }

    @Test func aStorageFailureIsReported() async throws {
        let world = try await OrderingWorld().prepared()
        await world.store.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) {
            try await DayReportInteractor(screenings: world.store, orders: world.store)
                .execute(from: day.from, to: day.to)
        }
    }
}
