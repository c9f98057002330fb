import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// Every ``Input`` parser at its boundaries: the first valid and the first
/// invalid value on each side, a negative number and a non-number where a
/// number is read, and the exact message for each refusal (what a shell
/// prints; a form shows the same sentence beside the field).
@Suite struct InputTests {
    static let x100 = String(repeating: "x", count: 100)
    static let a32 = String(repeating: "a", count: 32)
    static let i64 = String(repeating: "i", count: 64)
    static let h16 = String(repeating: "H", count: 16)

    /// The message `parse` refuses `text` with, or `nil` when it accepts it.
    static func refusal<Value>(_ parse: (String) throws(InputProblem) -> Value, _ text: String) -> String? {
        do throws(InputProblem) {
            _ = try parse(text)
            return nil
        } catch {
            return error.message(for: .commandLine)
        }
    }

    // MARK: Search text

    @Test(arguments: [("a", "a"), ("  star   wars ", "star wars"), (x100, x100)])
    func aQueryOfOneToAHundredCharactersIsRead(text: String, expected: String) throws {
        #expect(try Input.movieQuery(text).text == expected)
    }

    @Test func theWordsOfAQueryAreJoined() throws {
        #expect(try Input.movieQuery(["star", "wars"]).text == "star wars")
    }

    @Test(arguments: [
        ("", "The search text is empty; type a few words of a title, e.g. marquee movies search \"star wars\"."),
        ("   ", "The search text is empty; type a few words of a title, e.g. marquee movies search \"star wars\"."),
        (x100 + "x", "The search text has 101 characters; use at most 100."),
    ])
    func aQueryOfNoneOrTooManyCharactersIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.movieQuery, text) == message)
    }

    @Test func anEmptyQueryOnScreenSaysWhatToType() {
        #expect(
            InputProblem.catalog(.invalidQuery(.empty)).message(for: .screen)
                == "Type a few words of a title to search.")
    }

    // MARK: Movie ids

    @Test(arguments: [("1", 1), (" 348 ", 348)])
    func aPositiveMovieIDIsRead(text: String, expected: Int) throws {
        #expect(try Input.movieID(text).rawValue == expected)
    }

    @Test(arguments: [
        ("0", "A movie id is a positive whole number, such as 348; copy it from the search results."),
        ("-1", "-1 is not a movie id; ids are positive whole numbers, such as 348."),
        ("abc", "A movie id is a positive whole number, such as 348; copy it from the search results."),
        ("", "A movie id is a positive whole number, such as 348; copy it from the search results."),
    ])
    func aMovieIDBelowOneOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.movieID, text) == message)
    }

    // MARK: Pages

    @Test(arguments: [("1", 1), ("2147483647", 2_147_483_647), (" 2 ", 2)])
    func aPageFromOneIsRead(text: String, expected: Int) throws {
        #expect(try Input.page(text).value == expected)
    }

    @Test(arguments: [
        ("0", "0 is not a page number; it must be at least 1."),
        ("-1", "-1 is not a page number; it must be at least 1."),
        ("2147483648", "2147483648 is not a page number; it must be at most 2147483647."),
        ("99999999999999999999", "99999999999999999999 is not a page number; it must be at most 2147483647."),
        ("-99999999999999999999", "-99999999999999999999 is not a page number; it must be at least 1."),
        ("+", "\"+\" is not a page number; type a whole number."),
        ("١٢", "\"١٢\" is not a page number; type a whole number."),
        ("two", "\"two\" is not a page number; type a whole number."),
        ("1.5", "\"1.5\" is not a page number; type a whole number."),
        ("", "\"\" is not a page number; type a whole number."),
    ])
    func aPageOutsideTheRangeOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.page, text) == message)
    }

    // MARK: Poster widths

    @Test func aPosterWidthOfOneIsRead() throws {
        #expect(try Input.posterSize("1").width == 1)
    }

    @Test(arguments: [
        ("0", "0 is not a poster width; it must be at least 1."),
        ("-185", "-185 is not a poster width; it must be at least 1."),
        ("wide", "\"wide\" is not a poster width; type a whole number."),
    ])
    func aPosterWidthBelowOneOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.posterSize, text) == message)
    }

    // MARK: User names

    @Test(arguments: [
        ("abc", "abc"), (a32, a32), ("  Ripley ", "Ripley"), ("Jean  Dupont", "Jean Dupont"), ("Zoe\u{308}", "Zoë"),
        ("李小龍", "李小龍"),
    ])
    func aNameOfThreeToThirtyTwoCharactersIsRead(text: String, expected: String) throws {
        #expect(try Input.userName(text).displayName == expected)
    }

    @Test(arguments: [
        (
            "ab",
            "That name has 2 characters, too few: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        (
            "",
            "That name has 0 characters, too few: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        (
            a32 + "a",
            "That name has 33 characters, too many: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        (
            "Rip\tley",
            "A tab cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        ("Rip😀", "\"😀\" cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."),
        (
            "Rip\u{202E}ley",
            "The invisible character U+202E cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        (
            "Rip\u{200B}ley",
            "The invisible character U+200B cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
        (
            "Ripx\u{301}\u{301}\u{301}\u{301}\u{301}",
            "\"x\" with 5 accents cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        ),
    ])
    func aNameTooShortTooLongOrWithACharacterNoNameHasIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.userName, text) == message)
    }

    // MARK: Screening and order ids

    @Test(arguments: [("s", "s"), (i64, i64), (" s-7k2m9x4qd1 ", "s-7k2m9x4qd1")])
    func aScreeningIDOfOneToSixtyFourCharactersIsRead(text: String, expected: String) throws {
        #expect(try Input.screeningID(text).rawValue == expected)
    }

    @Test(arguments: [
        (
            "",
            "\"\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
        (
            i64 + "i",
            "\"\(i64)i\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
        (
            "s 1",
            "\"s 1\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
    ])
    func aScreeningIDEmptyTooLongOrWithASpaceIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.screeningID, text) == message)
    }

    @Test(arguments: [("o", "o"), (i64, i64)])
    func anOrderIDOfOneToSixtyFourCharactersIsRead(text: String, expected: String) throws {
        #expect(try Input.orderID(text).rawValue == expected)
    }

    @Test(arguments: [
        (
            "",
            "\"\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
        (
            i64 + "i",
            "\"\(i64)i\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
        (
            "o/1",
            "\"o/1\" is not an id; ids are 1–64 letters, digits, - or _ — copy one from marquee program or marquee orders list."
        ),
    ])
    func anOrderIDEmptyTooLongOrWithASlashIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.orderID, text) == message)
    }

    @Test func onScreenABadIDSaysToPickOneFromAList() {
        #expect(
            InputProblem.boxOffice(.invalidIdentifier("s 1")).message(for: .screen)
                == "\"s 1\" is not an id; ids are 1–64 letters, digits, - or _ — pick one from a list.")
    }

    // MARK: Halls

    @Test(arguments: [("a", "A"), (h16, h16), (" imax1 ", "IMAX1")])
    func aHallOfOneToSixteenLettersOrDigitsIsRead(text: String, expected: String) throws {
        #expect(try Input.hall(text).name == expected)
    }

    @Test(arguments: [
        ("", "\"\" is not a hall; name it with 1–16 letters or digits, such as A or IMAX1."),
        (h16 + "H", "\"\(h16)H\" is not a hall; name it with 1–16 letters or digits, such as A or IMAX1."),
        ("Hall #1", "\"Hall #1\" is not a hall; name it with 1–16 letters or digits, such as A or IMAX1."),
    ])
    func aHallEmptyTooLongOrWithASignIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.hall, text) == message)
    }

    // MARK: Prices

    @Test(arguments: [("0 EUR", Int64(0)), ("12.50 EUR", 1250), ("EUR 12.50", 1250), ("0.01 EUR", 1)])
    func aPriceFromZeroIsRead(text: String, minorUnits: Int64) throws {
        #expect(try Input.price(text) == BoxOfficeFixtures.euros(minorUnits))
    }

    @Test(arguments: ["-1 EUR", "-0.01 EUR", "12.505 EUR", "12.50", "", "twelve EUR"])
    func aNegativeOverPreciseOrUnreadablePriceIsRefused(text: String) {
        #expect(
            Self.refusal(Input.price, text)
                == "\"\(text)\" is not a price; write the amount and the currency code, such as \"12.50 EUR\" "
                + "(not negative, no more decimals than the currency has).")
    }

    // MARK: Times

    @Test func aLocalTimeIsReadInTheZoneGiven() throws {
        let berlin = try TestZones.berlin()
        #expect(
            try Input.time("2026-12-24T20:00", in: berlin)
                == (try LocalDateTime(year: 2026, month: 12, day: 24, hour: 19)).timestamp(offset: .utc))
    }

    @Test(arguments: ["2026-12-24 24:00", "2026-02-30 20:00", "tomorrow", ""])
    func anImpossibleOrUnreadableTimeIsRefused(text: String) throws {
        let berlin = try TestZones.berlin()
        #expect(
            Self.refusal({ (text: String) throws(InputProblem) in try Input.time(text, in: berlin) }, text)
                == "\"\(text)\" is not a date and time; write YYYY-MM-DD HH:MM (or with a T for the space) in your local time, such as 2026-12-24 20:00."
        )
    }

    @Test func aTimeTheClocksSkipIsRefused() throws {
        let berlin = try TestZones.berlin()
        #expect(
            Self.refusal(
                { (text: String) throws(InputProblem) in try Input.time(text, in: berlin) }, "2027-03-28T02:30")
                == "2027-03-28 02:30 does not exist in Europe/Berlin: the clocks skip it that night; pick another time."
        )
    }

    // MARK: Counts

    @Test(arguments: [("1", 1), ("10000", 10_000), (" 3 ", 3)])
    func aTicketCountFromOneToTheLargestHallIsRead(text: String, expected: Int) throws {
        #expect(try Input.ticketCount(text) == expected)
    }

    @Test(arguments: [
        ("0", "0 is not a number of tickets; it must be at least 1."),
        ("-1", "-1 is not a number of tickets; it must be at least 1."),
        ("10001", "10001 is not a number of tickets; it must be at most 10000."),
        ("two", "\"two\" is not a number of tickets; type a whole number."),
        ("", "\"\" is not a number of tickets; type a whole number."),
        ("99999999999999999999", "99999999999999999999 is not a number of tickets; it must be at most 10000."),
    ])
    func aTicketCountOutsideTheRangeOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.ticketCount, text) == message)
    }

    @Test(arguments: [("1", 1), ("10000", 10_000)])
    func aSeatCountFromOneToTheLargestHallIsRead(text: String, expected: Int) throws {
        #expect(try Input.seatCount(text) == expected)
    }

    @Test(arguments: [
        ("0", "0 is not a number of seats; it must be at least 1."),
        ("10001", "10001 is not a number of seats; it must be at most 10000."),
        ("-5", "-5 is not a number of seats; it must be at least 1."),
        ("eighty", "\"eighty\" is not a number of seats; type a whole number."),
    ])
    func aSeatCountOutsideTheRangeOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.seatCount, text) == message)
    }

    @Test(arguments: [("1", 1), ("1000", 1000)])
    func aRunningTimeFromOneToAThousandMinutesIsRead(text: String, expected: Int) throws {
        #expect(try Input.runtime(text) == expected)
    }

    @Test(arguments: [
        ("0", "0 is not a running time in minutes; it must be at least 1."),
        ("1001", "1001 is not a running time in minutes; it must be at most 1000."),
        ("-90", "-90 is not a running time in minutes; it must be at least 1."),
        ("2h", "\"2h\" is not a running time in minutes; type a whole number."),
    ])
    func aRunningTimeOutsideTheRangeOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.runtime, text) == message)
    }

    // MARK: Seeds

    @Test(arguments: [("0", UInt64(0)), (" 1979 ", 1979), ("18446744073709551615", UInt64.max)])
    func aSeedFromZeroToTheLargestIsRead(text: String, expected: UInt64) throws {
        #expect(try Input.seed(text) == expected)
    }

    @Test(arguments: [
        ("-1", "-1 is not a seed; it must be at least 0."),
        ("18446744073709551616", "18446744073709551616 is not a seed; it must be at most 18446744073709551615."),
        ("1979x", "\"1979x\" is not a seed; type a whole number."),
    ])
    func aSeedOutsideTheRangeOrNotANumberIsRefused(text: String, message: String) {
        #expect(Self.refusal(Input.seed, text) == message)
    }

    // MARK: The command line's view of a problem

    @Test func aProblemIsAUsageErrorOnOneLine() {
        let output = InputProblem.tooSmall("0", minimum: 1, what: "a number of tickets").output
        #expect(output.outcome == .usageError)
        #expect(output.standardError == ["marquee: 0 is not a number of tickets; it must be at least 1."])
    }
}
