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
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { throw .invalidReleaseDate(text) }
        do {
            try self.init(year: year, month: month, day: day)
        } catch {
            throw .invalidReleaseDate(text)
        }
    }

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
