/// A calendar date on which a movie was released: a validated Gregorian date,
/// without Foundation.
public struct ReleaseDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1850 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, valid for ``month`` and ``year``.
    public let day: Int

    /// Creates a date from its parts.
    ///
    /// - Throws: ``CatalogError/invalidReleaseDate(_:)`` when the parts do not form a real date.
    public init(year: Int, month: Int, day: Int) throws(CatalogError) {
        guard year >= 1850, CivilCalendar.isValid(year: year, month: month, day: day)
        else { throw .invalidReleaseDate("\(year)-\(month)-\(day)") }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the `YYYY-MM-DD` form TMDB uses.
    ///
    /// - Throws: ``CatalogError/invalidReleaseDate(_:)`` for any other form or an impossible date.
    public init(iso text: String) throws(CatalogError) {
        // A byte-level parse: this runs for every movie of every page decoded,
        // where splitting into Substrings showed up in profiles.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { throw .invalidReleaseDate(text) }
        do {
            try self.init(year: year, month: month, day: day)
        } catch {
            throw .invalidReleaseDate(text)
        }
    }

    /// The value of a run of ASCII digits, or `nil` if any byte is not one.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Earlier dates before later ones.
    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The `YYYY-MM-DD` form.
    public var description: String {
        "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
