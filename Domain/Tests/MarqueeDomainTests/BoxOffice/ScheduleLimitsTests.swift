import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Issue 36: silly values went into the program — 99999999999999 EUR, a
/// currency XYZ, a start in 2099. The limits a cinema would set.
@Suite struct ScheduleLimitsTests {
    let movies = InMemoryMoviesRepository(movies: MovieFixtures.all)
    let store = InMemoryBoxOfficeStore()
    let clock = ManualTimeSource()

    func schedule(
        inMinutes: Int = 60, price: Money = BoxOfficeFixtures.ticketPrice, days: Int? = nil, hall: String = "A"
    ) async throws(BoxOfficeError) -> Screening {
        let interactor =
            days.map {
                ScheduleScreeningInteractor(
                    movies: movies, screenings: store, ids: IncrementingIDGenerator(prefix: "s-\(hall)-"),
                    clock: clock, schedulingDays: $0)
            }
            ?? ScheduleScreeningInteractor(
                movies: movies, screenings: store, ids: IncrementingIDGenerator(prefix: "s-\(hall)-"), clock: clock)
        return try await interactor.execute(
            movieID: MovieFixtures.alien.id, hall: Hall(hall), startsAt: SharedFixtures.now(plus: inMinutes),
            capacity: 80, ticketPrice: price, runtimeMinutes: 117)
    }

    @Test func aScreeningStartsAtMostAYearAheadByDefault() async throws {
        let latest = 366 * 24 * 60
        #expect(try await schedule(inMinutes: latest).startsAt == SharedFixtures.now(plus: latest))
        await #expect(throws: BoxOfficeError.screeningTooFarAhead(SharedFixtures.now(plus: latest + 1), days: 366)) {
            try await schedule(inMinutes: latest + 1, hall: "B")
        }
        #expect(await store.storedScreenings.count == 1)
    }

    @Test func theCinemaSetsHowFarAhead() async throws {
        await #expect(throws: BoxOfficeError.screeningTooFarAhead(SharedFixtures.now(plus: 31 * 24 * 60), days: 30)) {
            try await schedule(inMinutes: 31 * 24 * 60, days: 30)
        }
        _ = try await schedule(inMinutes: 30 * 24 * 60, days: 30)
        // Out of range: brought to a day, or to a hundred years.
        await #expect(throws: BoxOfficeError.screeningTooFarAhead(SharedFixtures.now(plus: 2 * 24 * 60), days: 1)) {
            try await schedule(inMinutes: 2 * 24 * 60, days: 0, hall: "B")
        }
        await #expect(
            throws: BoxOfficeError.screeningTooFarAhead(SharedFixtures.now(plus: 36_601 * 24 * 60), days: 36_600)
        ) {
            try await schedule(inMinutes: 36_601 * 24 * 60, days: Int.max, hall: "C")
        }
    }

    @Test(arguments: ["XYZ", "XAU", "XTS", "ANG"])
    func aPriceInACodeThatIsNoCurrencyOfTodayIsRefused(code: String) async throws {
        let price = Money(minorUnits: 1250, currency: try Currency(code))
        await #expect(throws: BoxOfficeError.invalidCurrency(code)) { try await schedule(price: price) }
        #expect(await store.storedScreenings.isEmpty)
    }

    @Test(arguments: [
        ("EUR", Int64(100_000)), ("USD", 100_000), ("KWD", 1_000_000), ("SEK", 1_000_000), ("JPY", 100_000),
        ("HUF", 10_000_000), ("KRW", 1_000_000), ("VND", 1_000_000), ("IDR", 100_000_000), ("LBP", 1_000_000_000),
    ])
    func theDearestTicketIsAllowedAndOneMinorUnitMoreIsNot(code: String, maximum: Int64) async throws {
        let currency = try Currency(code)
        #expect(PriceLimits.maximumTicketPrice(in: currency) == Money(minorUnits: maximum, currency: currency))
        _ = try await schedule(price: Money(minorUnits: maximum, currency: currency))
        let dearer = Money(minorUnits: maximum + 1, currency: currency)
        await #expect(throws: BoxOfficeError.priceTooHigh(dearer)) { try await schedule(price: dearer, hall: "B") }
    }

    @Test func theIssuesPriceIsRefusedAndAFreeScreeningIsFine() async throws {
        let silly = try Money(parsing: "99999999999999 EUR")
        await #expect(throws: BoxOfficeError.priceTooHigh(silly)) { try await schedule(price: silly) }
        _ = try await schedule(price: Money(minorUnits: 0, currency: .eur))
    }

    @Test func theISOTableGivesEachCurrencyItsDigits() throws {
        #expect(try Currency("EUR").isISO4217 && Currency("JPY").isISO4217 && Currency("XOF").isISO4217)
        #expect(try !Currency("XYZ").isISO4217)
        #expect(try Currency("CLP").minorUnitDigits == 0)
        #expect(try Currency("TND").minorUnitDigits == 3)
        #expect(try Currency("CHF").minorUnitDigits == 2)
        // A well-formed code outside the table is still read back, with 2 digits.
        #expect(try Currency("XYZ").minorUnitDigits == 2)
    }
}
