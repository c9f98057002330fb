/// Everything that can go wrong when building a time value.
///
/// Closed on purpose, like every Domain error: callers switch over it
/// exhaustively and Presentation words it for people.
public enum TimeError: Error, Equatable, Sendable {
    /// The parts, or the text, do not form a real date and time of day
    /// between the years 1 and 9999.
    case invalidDateTime(String)
    /// An offset from UTC beyond ±18 hours.
    case invalidUTCOffset(seconds: Int)
    /// A timestamp whose civil date falls outside the years 1 through 9999.
    case outOfRange(Timestamp)
}
