import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct BoxOfficeErrorMessageTests {
    static func everyCase() throws -> [BoxOfficeError] {
        [
            .invalidIdentifier("a b"),
            .invalidCurrency("eur"),
            .invalidPrice("12,50 EUR"),
            .invalidHall("Hall #1"),
            .invalidCapacity(0),
            .invalidRuntime(0),
            .invalidQuantity(0),
            .mixedCurrencies(.eur, .usd),
            .overflow,
            .emptyOrder,
            .duplicateLine(try ScreeningID("s1")),
            .soldOut(seatsLeft: 0),
            .soldOut(seatsLeft: 1),
            .soldOut(seatsLeft: 3),
            .orderNotUnpaid(.unpaid),
            .orderNotUnpaid(.paid(at: SharedFixtures.now)),
            .orderNotUnpaid(.cancelled(at: SharedFixtures.now)),
            .orderNotUnpaid(.expired(at: SharedFixtures.now)),
            .priceLocked(seatsSold: 1),
            .priceLocked(seatsSold: 12),
            .screeningInPast(SharedFixtures.now),
            .screeningTooFarAhead(SharedFixtures.now(plus: 400 * 24 * 60), days: 366),
            .priceTooHigh(BoxOfficeFixtures.euros(100_001)),
            .screeningStarted(try ScreeningID("s1")),
            .hallBusy(conflicting: try BoxOfficeFixtures.screening("s1")),
            .unknownUser(try UserID("user-1")),
            .unknownScreening(try ScreeningID("s9")),
            .unknownOrder(try OrderID("o9")),
            .movieNotFound(try MovieID(424242)),
            .catalogFailed(.offline),
            .unknownCustomerName(try UserName("Newt")),
            .storageFailed(.diskFull),
        ]
    }

    @Test func everyCaseIsOneNonEmptyLine() throws {
        let berlin = try TestZones.berlin()
        for error in try Self.everyCase() {
            let message = error.userMessage(times: berlin)
            #expect(!message.isEmpty, "\(error)")
            #expect(!message.contains("\n"), "\(error)")
            #expect(message.hasSuffix("."), "\(error)")
        }
    }

    /// Issue 36: the limits a cinema sets say what the limit is.
    @Test func theLimitsSayWhatIsAllowed() throws {
        let berlin = try TestZones.berlin()
        #expect(
            BoxOfficeError.priceTooHigh(try Money(parsing: "99999999999999 EUR")).userMessage(times: berlin)
                == "EUR 99999999999999.00 is more than a ticket may cost (at most EUR 1000.00); check the amount.")
        #expect(
            BoxOfficeError.screeningTooFarAhead(SharedFixtures.now(plus: 400 * 24 * 60), days: 366)
                .userMessage(times: berlin)
                == "2027-12-27 13:00 is more than 366 days ahead; schedule screenings within 366 days of now "
                + "(MARQUEE_SCHEDULE_DAYS where the box office runs sets how far).")
        #expect(
            BoxOfficeError.invalidCurrency("XYZ").userMessage(times: berlin)
                == "\"XYZ\" is not a currency in use; give the three capital letters of one (ISO 4217), such as "
                + "EUR, USD or JPY.")
        #expect(
            BoxOfficeError.screeningTooFarAhead(SharedFixtures.now, days: 30).message(times: berlin, for: .screen)
                .hasSuffix("within 30 days of now."))
    }

    @Test func aLockedPriceSaysHowManySeatsHoldIt() {
        #expect(
            BoxOfficeError.priceLocked(seatsSold: 1).userMessage(times: .utc)
                == "1 seat of this screening is sold or held; its price changes only while none are (orders keep "
                + "the price they were placed at).")
        #expect(BoxOfficeError.priceLocked(seatsSold: 12).userMessage(times: .utc).hasPrefix("12 seats of this"))
        #expect(!BoxOfficeError.priceLocked(seatsSold: 1).isUsageError)
    }

    @Test func soldOutTellsTheSeatsLeft() {
        #expect(
            BoxOfficeError.soldOut(seatsLeft: 0).userMessage(times: .utc)
                == "Sold out: no seats are left for this screening; pick another from marquee program.")
        #expect(
            BoxOfficeError.soldOut(seatsLeft: 1).userMessage(times: .utc)
                == "Only 1 seat is left for this screening; order at most 1.")
        #expect(
            BoxOfficeError.soldOut(seatsLeft: 3).userMessage(times: .utc)
                == "Only 3 seats are left for this screening; order at most 3.")
    }

    @Test func settledOrdersSayWhenAndWhatIsStillPossible() throws {
        let berlin = try TestZones.berlin()
        #expect(
            BoxOfficeError.orderNotUnpaid(.cancelled(at: SharedFixtures.now)).userMessage(times: berlin)
                == "This order was cancelled at 2026-11-22 13:00; it cannot be paid or cancelled again — place a new order."
        )
        #expect(
            BoxOfficeError.orderNotUnpaid(.paid(at: SharedFixtures.now)).userMessage(times: berlin)
                == "This order was paid at 2026-11-22 13:00; it cannot be paid again (cancelling it refunds it).")
        #expect(
            BoxOfficeError.orderNotUnpaid(.refunded(at: SharedFixtures.now)).userMessage(times: berlin)
                == "This order was refunded at 2026-11-22 13:00; it cannot be paid or cancelled again — place a new order."
        )
    }

    @Test func aBusyHallNamesTheOtherScreeningAndItsTime() throws {
        let other = try BoxOfficeFixtures.screening("screening-7", hall: "B", runtimeMinutes: 117)
        #expect(
            BoxOfficeError.hallBusy(conflicting: other).userMessage(times: try TestZones.berlin())
                == "Hall B is busy with Alien (screening screening-7) from 2026-11-23 13:00 until 2026-11-23 15:27 "
                + "including cleaning; pick another time or hall.")
    }

    @Test func theOtherKeyRulesAreWordedExactly() throws {
        let berlin = try TestZones.berlin()
        #expect(
            BoxOfficeError.mixedCurrencies(.eur, .usd).userMessage(times: .utc)
                == "Amounts in EUR and USD cannot be added or compared; keep one order in one currency.")
        #expect(
            BoxOfficeError.screeningInPast(SharedFixtures.now).userMessage(times: berlin)
                == "2026-11-22 13:00 is not in the future; schedule screenings to start later than now.")
        #expect(
            BoxOfficeError.invalidPrice("12,50 EUR").userMessage(times: .utc)
                == "\"12,50 EUR\" is not a price; write the amount and the currency code, such as \"12.50 EUR\" "
                + "(not negative, no more decimals than the currency has).")
        #expect(
            BoxOfficeError.unknownUser(try UserID("user-1")).userMessage(times: .utc)
                == "No user has id user-1; register with marquee users register <name>.")
        #expect(
            BoxOfficeError.unknownScreening(try ScreeningID("s9")).userMessage(times: .utc)
                == "No screening has id s9; see marquee program for the ids.")
        #expect(
            BoxOfficeError.unknownOrder(try OrderID("o9")).userMessage(times: .utc)
                == "No order has id o9; see marquee orders list --user <name> for the ids.")
        #expect(BoxOfficeError.catalogFailed(.offline).userMessage(times: .utc) == CatalogError.offline.userMessage)
    }

    @Test func malformedInputIsAUsageErrorAndBrokenRulesAreNot() {
        #expect(BoxOfficeError.invalidPrice("x").isUsageError)
        #expect(BoxOfficeError.invalidHall("#").isUsageError)
        #expect(BoxOfficeError.invalidCapacity(0).isUsageError)
        #expect(BoxOfficeError.invalidQuantity(0).isUsageError)
        #expect(BoxOfficeError.invalidIdentifier("a b").isUsageError)
        #expect(!BoxOfficeError.soldOut(seatsLeft: 0).isUsageError)
        #expect(!BoxOfficeError.orderNotUnpaid(.unpaid).isUsageError)
        #expect(!BoxOfficeError.screeningInPast(SharedFixtures.now).isUsageError)
        #expect(!BoxOfficeError.catalogFailed(.offline).isUsageError)
        #expect(BoxOfficeError.catalogFailed(.invalidMovieID(0)).isUsageError)
    }

    @Test func theScreenNeverNamesACommand() throws {
        for error in try Self.everyCase() {
            #expect(!error.message(times: .utc, for: .screen).contains("marquee "), "\(error)")
        }
    }

    @Test func onScreenTheNextStepIsAScreen() throws {
        #expect(
            BoxOfficeError.soldOut(seatsLeft: 0).message(times: .utc, for: .screen)
                == "Sold out: no seats are left for this screening; pick another on Program.")
        #expect(
            BoxOfficeError.unknownScreening(try ScreeningID("s9")).message(times: .utc, for: .screen)
                == "No screening has id s9; pick one on Program.")
    }

    @Test func cinemaErrorsWordTheirCause() throws {
        let name = try UserName("Newt")
        #expect(
            CinemaError.boxOffice(.unknownCustomerName(name)).userMessage(times: .utc)
                == "No user is named Newt; see marquee users list, or register with marquee users register Newt.")
        #expect(!CinemaError.boxOffice(.unknownCustomerName(name)).isUsageError)
        #expect(
            CinemaError.boxOffice(.overflow).userMessage(times: .utc)
                == BoxOfficeError.overflow.userMessage(times: .utc))
        #expect(CinemaError.accounts(.invalidUserID("x y")).isUsageError)
        #expect(CinemaError.input(.unparsableTime("x")).isUsageError)
        #expect(CinemaError.catalog(.invalidMovieID(0)).isUsageError)
    }
}
