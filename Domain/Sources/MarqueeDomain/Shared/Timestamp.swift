/// An instant in time: whole seconds since 1970-01-01 00:00:00 UTC.
///
/// Domain's own time value, because Domain may not use Foundation's `Date`.
/// It carries no time zone: converting to the wall-clock time people read is
/// ``LocalDateTime``'s job, with an offset the App supplies.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since the Unix epoch; negative before 1970.
    public let secondsSinceEpoch: Int64

    /// Creates the instant `secondsSinceEpoch` seconds after the Unix epoch.
    public init(secondsSinceEpoch: Int64) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    /// The Unix epoch, 1970-01-01 00:00:00 UTC.
    public static let epoch = Timestamp(secondsSinceEpoch: 0)

    /// This instant moved by a number of minutes (negative moves it back).
    ///
    /// Saturates at the extremes of `Int64` instead of trapping: instants that
    /// far away are never real screenings, and a saturated end time still
    /// orders correctly after every real one.
    public func adding(minutes: Int) -> Timestamp {
        let (seconds, productOverflow) = Int64(minutes).multipliedReportingOverflow(by: 60)
        let (sum, sumOverflow) = secondsSinceEpoch.addingReportingOverflow(seconds)
        guard !productOverflow, !sumOverflow else {
            return Timestamp(secondsSinceEpoch: minutes < 0 ? .min : .max)
        }
        return Timestamp(secondsSinceEpoch: sum)
    }

    /// Whole minutes from `other` to this instant, rounded towards zero
    /// (negative when `other` is later).
    public func minutes(since other: Timestamp) -> Int64 {
        let (difference, overflow) = secondsSinceEpoch.subtractingReportingOverflow(other.secondsSinceEpoch)
        guard !overflow else { return secondsSinceEpoch < other.secondsSinceEpoch ? .min / 60 : .max / 60 }
        return difference / 60
    }

    private func pad(_ value: Int64, _ width: Int) -> String {
        CivilCalendar.padded(value, to: width)
    }

    /// Earlier instants before later ones.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }

    /// The instant in UTC as `YYYY-MM-DDTHH:MM:SSZ`, for logs and test failures;
    /// people see times through Presentation, in their own zone.
    public var description: String {
        let (days, secondOfDay) = CivilCalendar.floorDivide(secondsSinceEpoch, by: CivilCalendar.secondsPerDay)
        let date = CivilCalendar.civil(days: days)
        guard (Int64(CivilCalendar.years.lowerBound)...Int64(CivilCalendar.years.upperBound)).contains(date.year)
        else { return "@\(secondsSinceEpoch)s" }
        let hour = secondOfDay / 3600, minute = secondOfDay % 3600 / 60, second = secondOfDay % 60
        return "\(pad(date.year, 4))-\(pad(Int64(date.month), 2))-\(pad(Int64(date.day), 2))T"
            + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
    }
}
