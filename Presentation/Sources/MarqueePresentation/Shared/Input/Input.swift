public import MarqueeDomain

/// Turns text a person typed into Domain values, once, at the edge: the
/// command line's arguments and the full-screen forms both parse here, so a
/// typo gets the same message in both and nothing past this point holds text.
public enum Input {
    /// The words of a search, joined by spaces.
    public static func movieQuery(_ words: [String]) throws(InputProblem) -> MovieQuery {
        try movieQuery(words.joined(separator: " "))
    }

    /// A search, as typed.
    public static func movieQuery(_ text: String) throws(InputProblem) -> MovieQuery {
        do { return try MovieQuery(text) } catch { throw .catalog(error) }
    }

    /// A movie id, such as `348`.
    public static func movieID(_ text: String) throws(InputProblem) -> MovieID {
        do { return try MovieID(parsing: text) } catch { throw .catalog(error) }
    }

    /// A page number, from 1.
    public static func page(_ text: String) throws(InputProblem) -> PageNumber {
        let number = try wholeNumber(text, what: "a page number", minimum: 1, maximum: Int(Int32.max))
        do { return try PageNumber(number) } catch { throw .catalog(error) }
    }

    /// A poster width in pixels.
    public static func posterSize(_ text: String) throws(InputProblem) -> PosterSize {
        let width = try wholeNumber(text, what: "a poster width", minimum: 1, maximum: Int(Int32.max))
        do { return try PosterSize(width: width) } catch { throw .poster(error) }
    }

    /// A user name.
    public static func userName(_ text: String) throws(InputProblem) -> UserName {
        do { return try UserName(text) } catch { throw .accounts(error) }
    }

    /// A desk's name.
    public static func deskName(_ text: String) throws(InputProblem) -> DeskName {
        do throws(DeskError) { return try DeskName(text) } catch { throw .desks(error) }
    }

    /// A desk's role, `clerk` or `manager` (any letter case).
    public static func deskRole(_ text: String) throws(InputProblem) -> DeskRole {
        guard let role = DeskRole(named: text) else { throw .unknownRole(String(text.prefix(64))) }
        return role
    }

    /// A screening id, such as `s-7k2m9x4qd1`.
    public static func screeningID(_ text: String) throws(InputProblem) -> ScreeningID {
        do { return try ScreeningID(parsing: text) } catch { throw .boxOffice(error) }
    }

    /// An order id, such as `o-3f8a2k1m0c`.
    public static func orderID(_ text: String) throws(InputProblem) -> OrderID {
        do { return try OrderID(parsing: text) } catch { throw .boxOffice(error) }
    }

    /// A hall, such as `A`.
    public static func hall(_ text: String) throws(InputProblem) -> Hall {
        do { return try Hall(text.trimmingWhitespace) } catch { throw .boxOffice(error) }
    }

    /// A ticket price, `12.50 EUR` or `EUR 12.50`.
    public static func price(_ text: String) throws(InputProblem) -> Money {
        do { return try PriceInput.parse(text) } catch { throw .boxOffice(error) }
    }

    /// A local start time, `2026-12-24T20:00` or `2026-12-24 20:00`, in `times`' zone.
    public static func time(_ text: String, in times: LocalTimeFormat) throws(InputProblem) -> Timestamp {
        do { return try times.timestamp(parsing: text) } catch { throw .time(error) }
    }

    /// A local day, `2026-12-24`, `today`, `yesterday` or `tomorrow` (from
    /// `now`), as the stretch of time it covers in `times`' zone: from its
    /// first minute to the next day's. A midnight the clocks skip starts the
    /// day at the first minute that exists.
    public static func day(_ text: String, in times: LocalTimeFormat, now: Timestamp) throws(InputProblem)
        -> (from: Timestamp, to: Timestamp)
    {
        let trimmed = text.trimmingWhitespace.lowercased()
        let shift = ["yesterday": -1, "today": 0, "tomorrow": 1][trimmed]
        let first: LocalDateTime
        if let shift {
            guard let local = times.localDateTime(at: now),
                let midnight = try? LocalDateTime(year: local.year, month: local.month, day: local.day)
            else { throw .time(.unparsableDay(text)) }
            first = midnight.addingDays(shift)
        } else {
            guard !trimmed.contains(" "), !trimmed.contains("t"), let day = try? LocalDateTime(iso: trimmed + " 00:00")
            else { throw .time(.unparsableDay(text)) }
            first = day
        }
        return (from: times.firstInstant(of: first), to: times.firstInstant(of: first.addingDays(1)))
    }

    /// A number of tickets: 1 or more.
    public static func ticketCount(_ text: String) throws(InputProblem) -> Int {
        try wholeNumber(text, what: "a number of tickets", minimum: 1, maximum: Screening.capacityRange.upperBound)
    }

    /// A number of seats: a screening's capacity.
    public static func seatCount(_ text: String) throws(InputProblem) -> Int {
        try wholeNumber(
            text, what: "a number of seats", minimum: Screening.capacityRange.lowerBound,
            maximum: Screening.capacityRange.upperBound)
    }

    /// A running time in minutes.
    public static func runtime(_ text: String) throws(InputProblem) -> Int {
        try wholeNumber(
            text, what: "a running time in minutes", minimum: Screening.runtimeRange.lowerBound,
            maximum: Screening.runtimeRange.upperBound)
    }

    /// The seed of the sample cinema: a whole number from 0 to 2^64 − 1.
    public static func seed(_ text: String) throws(InputProblem) -> UInt64 {
        let trimmed = text.trimmingWhitespace
        guard let seed = UInt64(trimmed) else {
            throw refusal(ofUnreadable: trimmed, what: "a seed", minimum: 0, maximum: UInt64.max)
        }
        return seed
    }

    /// A whole number from `minimum` to `maximum`, spaces around it ignored.
    static func wholeNumber(_ text: String, what: String, minimum: Int, maximum: Int) throws(InputProblem) -> Int {
        let trimmed = text.trimmingWhitespace
        guard let number = Int(trimmed) else {
            throw refusal(ofUnreadable: trimmed, what: what, minimum: minimum, maximum: UInt64(maximum))
        }
        guard number >= minimum else { throw .tooSmall(trimmed, minimum: minimum, what: what) }
        guard number <= maximum else { throw .tooLarge(trimmed, maximum: UInt64(maximum), what: what) }
        return number
    }

    /// The problem with `text`, which the integer type could not read: a whole
    /// number too long for it is out of range (below `minimum` when negative),
    /// anything else is not a number.
    private static func refusal(ofUnreadable text: String, what: String, minimum: Int, maximum: UInt64) -> InputProblem
    {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .notANumber(text, what: what)
        }
        return text.first == "-"
            ? .tooSmall(text, minimum: minimum, what: what) : .tooLarge(text, maximum: maximum, what: what)
    }
}

extension String {
    /// The text without the spaces and tabs around it.
    var trimmingWhitespace: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
