/// A wall-clock date and time to the minute, as people read it in one place,
/// such as 2026-11-22 19:30.
///
/// It is not an instant on its own: pair it with a ``UTCOffset`` (which the
/// App looks up for its time zone) to get a ``Timestamp``, and back.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, valid for ``month`` and ``year``.
    public let day: Int
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int

    /// Creates a date and time from its parts.
    ///
    /// - Throws: ``TimeError/invalidDateTime(_:)`` when the parts do not form a
    ///   real Gregorian date and time of day.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) throws(TimeError) {
        guard CivilCalendar.isValid(year: year, month: month, day: day),
            (0...23).contains(hour), (0...59).contains(minute)
        else { throw .invalidDateTime("\(year)-\(month)-\(day) \(hour):\(minute)") }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The wall-clock time at `timestamp` where clocks are `offset` from UTC.
    ///
    /// Seconds within the minute are dropped (rounded down, also before 1970).
    ///
    /// - Throws: ``TimeError/outOfRange(_:)`` when the date falls outside the years 1...9999.
    public init(_ timestamp: Timestamp, offset: UTCOffset) throws(TimeError) {
        let (local, overflow) = timestamp.secondsSinceEpoch.addingReportingOverflow(Int64(offset.seconds))
        guard !overflow else { throw .outOfRange(timestamp) }
        let (days, secondOfDay) = CivilCalendar.floorDivide(local, by: CivilCalendar.secondsPerDay)
        let date = CivilCalendar.civil(days: days)
        guard let year = Int(exactly: date.year), CivilCalendar.years.contains(year) else {
            throw .outOfRange(timestamp)
        }
        try self.init(
            year: year, month: date.month, day: date.day,
            hour: Int(secondOfDay / 3600), minute: Int(secondOfDay % 3600 / 60)
        )
    }

    /// Parses `YYYY-MM-DD HH:MM` (a `T` may stand for the space), the form the
    /// box office's commands take.
    ///
    /// - Throws: ``TimeError/invalidDateTime(_:)`` for any other form or an impossible date or time.
    public init(iso text: String) throws(TimeError) {
        let halves = text.split(omittingEmptySubsequences: false) { $0 == " " || $0 == "T" }
        guard halves.count == 2 else { throw .invalidDateTime(text) }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        let fields = date + time
        guard date.count == 3, time.count == 2,
            zip(fields, [4, 2, 2, 2, 2]).allSatisfy({ field, width in
                field.count == width && field.allSatisfy { $0.isASCII && $0.isNumber }
            })
        else { throw .invalidDateTime(text) }
        let numbers = fields.compactMap { Int($0) }
        guard numbers.count == 5 else { throw .invalidDateTime(text) }
        do {
            try self.init(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4])
        } catch {
            throw .invalidDateTime(text)
        }
    }

    /// The instant this wall-clock time names where clocks are `offset` from UTC.
    public func timestamp(offset: UTCOffset) -> Timestamp {
        // Years 1...9999 and offsets within ±18 h keep every step far inside Int64.
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let seconds = days * CivilCalendar.secondsPerDay + Int64(hour * 3600 + minute * 60 - offset.seconds)
        return Timestamp(secondsSinceEpoch: seconds)
    }

    /// Earlier wall-clock times before later ones; meaningful only within one time zone.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }

    /// The `YYYY-MM-DD HH:MM` form, which ``init(iso:)`` reads back.
    public var description: String {
        let pad = { (value: Int, width: Int) in CivilCalendar.padded(value, to: width) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2))"
    }
}
