import MarqueeDomain

extension InputError {
    /// One line for a person: what went wrong and what to do about it.
    public var userMessage: String {
        switch self {
        case let .unparsableTime(text):
            "\"\(text)\" is not a date and time; write YYYY-MM-DD HH:MM (or with a T for the space) in your local time, such as 2026-12-24 20:00."
        case let .unparsableDay(text):
            "\"\(text)\" is not a day; write YYYY-MM-DD in your local time, such as 2026-12-24, or today, yesterday or tomorrow."
        case let .nonexistentLocalTime(local, timeZone):
            "\(local) does not exist in \(timeZone): the clocks skip it that night; pick another time."
        }
    }

    /// Always `true`: every case is about what the person typed.
    public var isUsageError: Bool { true }
}
