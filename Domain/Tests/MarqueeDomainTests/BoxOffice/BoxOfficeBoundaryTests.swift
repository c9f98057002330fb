import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The edges of the Box office's value objects, row by row.
///
/// | Value | Rule | Refused | Accepted | Accepted | Refused |
/// |---|---|---|---|---|---|
/// | `Currency` | three upper-case ASCII letters | `"EU"`, `"@UR"`, `"[UR"`, `"eUR"` | `"AAA"` | `"ZZZ"` | `"EURO"` |
/// | `Currency` digits | the table's exceptions, else 2 | | `JPY` 0, `KWD` 3, `CHF` 2 | | |
/// | `Money(parsing:)` decimals | at most the currency's | `"1.005 EUR"`, `"1.0 JPY"`, `"1.0005 KWD"` | `"1.05 EUR"`, `"1 JPY"`, `"1.005 KWD"` | `"92233720368547758.07 EUR"` | `"92233720368547758.08 EUR"` |
/// | `Money(parsing:)` sign | not negative | `"-0 EUR"`, `"-1 EUR"` | `"0 EUR"` | | |
/// | `Money` arithmetic | within `Int64` | | `Int64.max - 1 + 1` | `Int64.min + 1 - 1` | `Int64.max + 1`, `Int64.min - 1` |
/// | `Hall` | 1…16 ASCII letters or digits, upper-cased | `""`, `"/"`, `":"`, `"@"`, `"["`, `"` `` ` `` `"`, `"{"` | `"0"`, `"9"`, `"A"`, `"Z"`, `"a"`, `"z"` | 16 characters | 17 characters |
/// | `ScreeningID`, `OrderID` | 1…64 identifier bytes; `parsing:` trims | `""`, `" "` | `"s"` | 64 bytes | 65 bytes |
/// | `Screening` capacity | 1…10 000 | `0` | `1` | `10000` | `10001` |
/// | `Screening` runtime | 1…1 000 minutes | `0` | `1` | `1000` | `1001` |
/// | `Screening` seats sold | 0…capacity | `-1` | `0` | capacity | capacity + 1 |
/// | `Screening` price | not negative | `-0.01` | `0.00` | | |
/// | `Screening.reserve` | 1…seats left | `0` | `1` | seats left | seats left + 1 (`soldOut`) |
/// | `Screening.release` | 1…seats sold | `0` | `1` | seats sold | seats sold + 1 |
/// | `Screening.conflicts` | same hall, overlapping start…end + 30 min cleaning | next start at free time − 1 min conflicts | next start at the free time | | |
/// | `OrderLine` quantity | 1…10 000 | `0` | `1` | `10000` | `10001` |
/// | `OrderLine` price | not negative | `-0.01` | `0.00` | | |
/// | `Order` lines | at least one, one per screening | none; two for one screening | one | | |
/// | `TicketRequest` quantity | checked when placed: 1…seats left | `0` | `1` | seats left | seats left + 1 (`soldOut`) |
/// | `StartsAfter` | start strictly after the time | start = time | start = time + 1 s | | |
/// | `HasFreeSeats` | seats left ≥ n (n below 1 counts as 1) | left = n − 1 | left = n | | |
@Suite struct BoxOfficeBoundaryTests {
    // MARK: Currency

    @Test(arguments: ["AAA", "ZZZ", "EUR", "CHF"])
    func threeUpperCaseLettersAreACurrency(code: String) throws {
        #expect(try Currency(code).code == code)
    }

    @Test(arguments: ["", "E", "EU", "EURO", "@UR", "[UR", "eUR", "EuR", "E R", "E1R", "ÉUR"])
    func anyOtherCodeIsRefused(code: String) {
        #expect(throws: BoxOfficeError.invalidCurrency(code)) { try Currency(code) }
    }

    @Test(arguments: [("JPY", 0, 1), ("KWD", 3, 1000), ("BHD", 3, 1000), ("CHF", 2, 100), ("XXX", 2, 100)])
    func minorUnitDigitsComeFromTheTableElseTwo(code: String, digits: Int, perMajor: Int64) throws {
        let currency = try Currency(code)
        #expect(currency.minorUnitDigits == digits)
        #expect(currency.minorUnitsPerMajorUnit == perMajor)
    }

    // MARK: Money

    @Test(arguments: [
        ("1.05 EUR", 105, "EUR"), ("1.5 EUR", 150, "EUR"), ("1 JPY", 1, "JPY"), ("1.005 KWD", 1005, "KWD"),
        ("1.5 KWD", 1500, "KWD"), ("0 EUR", 0, "EUR"), ("0.00 EUR", 0, "EUR"),
        ("92233720368547758.07 EUR", .max, "EUR"),
        ("9223372036854775807 JPY", .max, "JPY"),
    ])
    func aPriceWithAtMostTheCurrencysDecimalsIsRead(text: String, minorUnits: Int64, code: String) throws {
        #expect(try Money(parsing: text) == Money(minorUnits: minorUnits, currency: Currency(code)))
    }

    @Test(arguments: [
        "1.005 EUR", "1.0 JPY", "1.0005 KWD", "-0 EUR", "-1 EUR", "92233720368547758.08 EUR", "9223372036854775808 JPY",
        "1 EUR EUR", "1 eur",
    ])
    func aPriceWithTooManyDecimalsANegativeSignOrTooLargeIsRefused(text: String) {
        #expect(throws: BoxOfficeError.invalidPrice(text)) { try Money(parsing: text) }
    }

    @Test func arithmeticReachesTheEdgesOfInt64AndNoFurther() throws {
        let one = BoxOfficeFixtures.euros(1)
        let almostMost = BoxOfficeFixtures.euros(.max - 1)
        let almostLeast = BoxOfficeFixtures.euros(.min + 1)
        #expect(try almostMost.adding(one) == BoxOfficeFixtures.euros(.max))
        #expect(throws: BoxOfficeError.overflow) { try almostMost.adding(one).adding(one) }
        #expect(try almostLeast.subtracting(one) == BoxOfficeFixtures.euros(.min))
        #expect(throws: BoxOfficeError.overflow) { try almostLeast.subtracting(one).subtracting(one) }
        #expect(try BoxOfficeFixtures.euros(.max).multiplied(by: 1) == BoxOfficeFixtures.euros(.max))
        #expect(try BoxOfficeFixtures.euros(.max).multiplied(by: -1) == BoxOfficeFixtures.euros(-.max))
    }

    @Test func isLessIsStrict() throws {
        #expect(try BoxOfficeFixtures.euros(1249).isLess(than: BoxOfficeFixtures.ticketPrice))
        #expect(try !BoxOfficeFixtures.ticketPrice.isLess(than: BoxOfficeFixtures.euros(1250)))
        #expect(try !BoxOfficeFixtures.euros(1251).isLess(than: BoxOfficeFixtures.ticketPrice))
        #expect(BoxOfficeFixtures.euros(-1).isNegative)
        #expect(!BoxOfficeFixtures.euros(0).isNegative)
    }

    // MARK: Hall

    @Test(arguments: [
        "0", "9", "A", "Z", "a", "z", String(repeating: "H", count: 15), String(repeating: "H", count: 16),
    ])
    func oneToSixteenLettersOrDigitsAreAHall(name: String) throws {
        #expect(try Hall(name).name == name.uppercased())
    }

    @Test(arguments: ["", "/", ":", "@", "[", "`", "{", "A-1", String(repeating: "H", count: 17), " \t "])
    func anythingElseIsNotAHall(name: String) {
        #expect(throws: BoxOfficeError.invalidHall(name)) { try Hall(name) }
    }

    @Test func theLengthIsCountedAfterTrimming() throws {
        let sixteen = String(repeating: "H", count: 16)
        #expect(try Hall("  \(sixteen)  ").name == sixteen)
    }

    // MARK: Screening and order identifiers

    @Test(arguments: [1, 64])
    func screeningAndOrderIdentifiersOfOneToSixtyFourBytesAreAccepted(length: Int) throws {
        let raw = String(repeating: "s", count: length)
        #expect(try ScreeningID(raw).rawValue == raw)
        #expect(try OrderID(raw).rawValue == raw)
        #expect(try ScreeningID(parsing: " \(raw) ").rawValue == raw)
        #expect(try OrderID(parsing: "\t\(raw)\n").rawValue == raw)
    }

    @Test(arguments: [0, 65])
    func screeningAndOrderIdentifiersOfNoneOrMoreThanSixtyFourBytesAreRefused(length: Int) {
        let raw = String(repeating: "s", count: length)
        #expect(throws: BoxOfficeError.invalidIdentifier(raw)) { try ScreeningID(raw) }
        #expect(throws: BoxOfficeError.invalidIdentifier(raw)) { try OrderID(raw) }
    }

    @Test func aTypedIdentifierOfOnlySpacesIsEmpty() {
        #expect(throws: BoxOfficeError.invalidIdentifier("")) { try ScreeningID(parsing: "   ") }
        #expect(throws: BoxOfficeError.invalidIdentifier("")) { try OrderID(parsing: "   ") }
    }

    // MARK: Screening

    private func screening(
        capacity: Int = 10, runtime: Int = 117, price: Money = BoxOfficeFixtures.ticketPrice, seatsSold: Int = 0
    ) throws(BoxOfficeError) -> Screening {
        try BoxOfficeFixtures.screening(
            runtimeMinutes: runtime, capacity: capacity, ticketPrice: price, seatsSold: seatsSold)
    }

    @Test(arguments: [1, 2, 9_999, 10_000])
    func aCapacityOfOneToTenThousandIsAccepted(capacity: Int) throws {
        #expect(try screening(capacity: capacity).seatsLeft == capacity)
    }

    @Test(arguments: [0, -1, 10_001])
    func aCapacityOutsideOneToTenThousandIsRefused(capacity: Int) {
        #expect(throws: BoxOfficeError.invalidCapacity(capacity)) { try screening(capacity: capacity) }
    }

    @Test(arguments: [1, 2, 999, 1_000])
    func aRuntimeOfOneToAThousandMinutesIsAccepted(runtime: Int) throws {
        #expect(try screening(runtime: runtime).runtimeMinutes == runtime)
    }

    @Test(arguments: [0, -1, 1_001])
    func aRuntimeOutsideOneToAThousandMinutesIsRefused(runtime: Int) {
        #expect(throws: BoxOfficeError.invalidRuntime(runtime)) { try screening(runtime: runtime) }
    }

    @Test(arguments: [0, 1, 9, 10])
    func seatsSoldFromNoneToTheCapacityAreAccepted(seatsSold: Int) throws {
        #expect(try screening(capacity: 10, seatsSold: seatsSold).seatsLeft == 10 - seatsSold)
    }

    @Test(arguments: [-1, 11])
    func seatsSoldBelowNoneOrAboveTheCapacityAreRefused(seatsSold: Int) {
        #expect(throws: BoxOfficeError.invalidQuantity(seatsSold)) { try screening(capacity: 10, seatsSold: seatsSold) }
    }

    @Test func aFreeScreeningIsAcceptedAndANegativePriceIsNot() throws {
        #expect(try screening(price: BoxOfficeFixtures.euros(0)).ticketPrice == .zero(.eur))
        #expect(throws: BoxOfficeError.invalidPrice("-0.01 EUR")) { try screening(price: BoxOfficeFixtures.euros(-1)) }
    }

    @Test func reservingTakesOneSeatUpToTheSeatsLeft() throws {
        var one = try screening(capacity: 10, seatsSold: 7)
        try one.reserve(1)
        #expect(one.seatsSold == 8)
        var all = try screening(capacity: 10, seatsSold: 7)
        try all.reserve(3)
        #expect(all.isSoldOut)
        var tooMany = try screening(capacity: 10, seatsSold: 7)
        #expect(throws: BoxOfficeError.soldOut(seatsLeft: 3)) { try tooMany.reserve(4) }
        #expect(throws: BoxOfficeError.invalidQuantity(0)) { try tooMany.reserve(0) }
        #expect(tooMany.seatsSold == 7)
    }

    @Test func releasingGivesBackOneSeatUpToTheSeatsSold() throws {
        var one = try screening(capacity: 10, seatsSold: 3)
        try one.release(1)
        #expect(one.seatsSold == 2)
        var all = try screening(capacity: 10, seatsSold: 3)
        try all.release(3)
        #expect(all.seatsSold == 0)
        var tooMany = try screening(capacity: 10, seatsSold: 3)
        #expect(throws: BoxOfficeError.invalidQuantity(4)) { try tooMany.release(4) }
        #expect(throws: BoxOfficeError.invalidQuantity(0)) { try tooMany.release(0) }
        #expect(tooMany.seatsSold == 3)
    }

    @Test func theHallIsFreeExactlyThirtyMinutesAfterTheEnd() throws {
        // 100 minutes from +60: ends at +160, free at +190.
        let first = try BoxOfficeFixtures.screening("first", startsInMinutes: 60, runtimeMinutes: 100)
        #expect(first.endsAt == SharedFixtures.now(plus: 160))
        #expect(first.hallFreeAt == SharedFixtures.now(plus: 190))
        let atFree = try BoxOfficeFixtures.screening("next", startsInMinutes: 190)
        let aMinuteEarly = try BoxOfficeFixtures.screening("early", startsInMinutes: 189)
        #expect(!first.conflicts(with: atFree))
        #expect(!atFree.conflicts(with: first))
        #expect(first.conflicts(with: aMinuteEarly))
        #expect(aMinuteEarly.conflicts(with: first))
    }

    @Test func aScreeningBeforeConflictsUntilItsHallIsFree() throws {
        // 117 minutes from +0: free at +147, so one starting at +147 is fine and at +146 is not.
        let before = try BoxOfficeFixtures.screening("before", startsInMinutes: 0)
        #expect(!before.conflicts(with: try BoxOfficeFixtures.screening("after", startsInMinutes: 147)))
        #expect(before.conflicts(with: try BoxOfficeFixtures.screening("after", startsInMinutes: 146)))
        #expect(!before.conflicts(with: try BoxOfficeFixtures.screening("elsewhere", hall: "B", startsInMinutes: 0)))
        #expect(!before.conflicts(with: before))
    }

    // MARK: OrderLine and Order

    private func line(_ quantity: Int, price: Money = BoxOfficeFixtures.ticketPrice, screening: String = "s1")
        throws(BoxOfficeError) -> OrderLine
    {
        try OrderLine(screeningID: ScreeningID(screening), quantity: quantity, unitPrice: price)
    }

    @Test(arguments: [1, 2, 9_999, 10_000])
    func aLineOfOneToTenThousandTicketsIsAccepted(quantity: Int) throws {
        #expect(try line(quantity).subtotal == BoxOfficeFixtures.euros(1250 * Int64(quantity)))
    }

    @Test(arguments: [0, -1, 10_001])
    func aLineOutsideOneToTenThousandTicketsIsRefused(quantity: Int) {
        #expect(throws: BoxOfficeError.invalidQuantity(quantity)) { try line(quantity) }
    }

    @Test func aFreeLineIsAcceptedAndANegativePriceIsNot() throws {
        #expect(try line(3, price: .zero(.eur)).subtotal == .zero(.eur))
        #expect(throws: BoxOfficeError.invalidPrice("-0.01 EUR")) { try line(1, price: BoxOfficeFixtures.euros(-1)) }
    }

    @Test func anOrderNeedsOneLineAndOneLinePerScreening() throws {
        let customer = try UserID("u1")
        #expect(throws: BoxOfficeError.emptyOrder) {
            try Order(id: OrderID("o1"), customer: customer, lines: [], placedAt: SharedFixtures.now)
        }
        let single = try Order(id: OrderID("o1"), customer: customer, lines: [line(2)], placedAt: SharedFixtures.now)
        #expect(single.total == BoxOfficeFixtures.euros(2500))
        #expect(single.ticketCount == 2)
        #expect(throws: BoxOfficeError.duplicateLine(try ScreeningID("s1"))) {
            try Order(
                id: OrderID("o1"), customer: customer, lines: [line(1), line(2, screening: "s2"), line(3)],
                placedAt: SharedFixtures.now)
        }
    }

    // MARK: Specifications

    @Test func startsAfterIsStrict() throws {
        let screening = try BoxOfficeFixtures.screening(startsInMinutes: 60)
        #expect(!StartsAfter(screening.startsAt).isSatisfied(by: screening))
        let aSecondBefore = Timestamp(secondsSinceEpoch: screening.startsAt.secondsSinceEpoch - 1)
        #expect(StartsAfter(aSecondBefore).isSatisfied(by: screening))
    }

    @Test(arguments: [(3, 3, true), (3, 4, false), (1, 0, true), (1, -5, true), (0, 1, false), (0, 0, false)])
    func hasFreeSeatsNeedsAtLeastThatManyLeftAndAtLeastOne(left: Int, wanted: Int, satisfied: Bool) throws {
        let screening = try BoxOfficeFixtures.screening(capacity: 10, seatsSold: 10 - left)
        #expect(HasFreeSeats(wanted).isSatisfied(by: screening) == satisfied)
    }

    @Test func aScreeningIsBookableUntilItsStartAndWhileOneSeatIsLeft() throws {
        let lastSeat = try BoxOfficeFixtures.screening(startsInMinutes: 1, capacity: 10, seatsSold: 9)
        #expect(BookableScreening(at: SharedFixtures.now).isSatisfied(by: lastSeat))
        #expect(!BookableScreening(at: lastSeat.startsAt).isSatisfied(by: lastSeat))
        let full = try BoxOfficeFixtures.screening(startsInMinutes: 1, capacity: 10, seatsSold: 10)
        #expect(!BookableScreening(at: SharedFixtures.now).isSatisfied(by: full))
    }
}
