/// How far a wall clock is ahead of UTC (behind when negative), such as
/// `+01:00` for Paris in winter.
///
/// Domain knows no time-zone database: the App looks up the offset that
/// applies and hands it in.
public struct UTCOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The largest offset accepted either way, in seconds (18 hours, as ISO 8601 allows).
    public static let maximumSeconds = 18 * 3600

    /// Coordinated Universal Time itself.
    public static let utc = UTCOffset(unchecked: 0)

    /// The offset in seconds, within ±``maximumSeconds``.
    public let seconds: Int

    /// Creates an offset from seconds east of UTC.
    ///
    /// - Throws: ``TimeError/invalidUTCOffset(seconds:)`` beyond ±18 hours.
    public init(seconds: Int) throws(TimeError) {
        guard (-Self.maximumSeconds...Self.maximumSeconds).contains(seconds) else {
            throw .invalidUTCOffset(seconds: seconds)
        }
        self.seconds = seconds
    }

    /// Creates an offset from hours and minutes, such as `(hours: -3, minutes: -30)`
    /// for Newfoundland; both parts carry the sign.
    ///
    /// - Throws: ``TimeError/invalidUTCOffset(seconds:)`` beyond ±18 hours or
    ///   with minutes outside -59...59.
    public init(hours: Int, minutes: Int = 0) throws(TimeError) {
        guard (-18...18).contains(hours), (-59...59).contains(minutes) else {
            throw .invalidUTCOffset(seconds: hours.multipliedReportingOverflow(by: 3600).partialValue)
        }
        try self.init(seconds: hours * 3600 + minutes * 60)
    }

    private init(unchecked seconds: Int) {
        self.seconds = seconds
    }

    /// Offsets west of UTC before offsets east of it.
    public static func < (lhs: UTCOffset, rhs: UTCOffset) -> Bool { lhs.seconds < rhs.seconds }

    /// The ISO 8601 form, such as `+01:00` or `-03:30`.
    public var description: String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + CivilCalendar.padded(magnitude / 3600, to: 2) + ":"
            + CivilCalendar.padded(magnitude % 3600 / 60, to: 2)
    }
}
