public import MarqueeDomain

/// Text a person typed that Presentation could not turn into a domain value
/// — the cases Domain's own errors do not cover, because they are about the
/// local time zone, which Domain knows nothing of.
public enum InputError: Error, Equatable, Sendable {
    /// The text is not a date and time of the form `YYYY-MM-DD HH:MM` (or with a `T`).
    case unparsableTime(String)
    /// The text is not a day: `YYYY-MM-DD`, `today`, `yesterday` or `tomorrow`.
    case unparsableDay(String)
    /// The wall-clock time does not exist in the time zone, because the
    /// clocks skip it (the spring daylight-saving gap).
    case nonexistentLocalTime(LocalDateTime, timeZone: String)
}
