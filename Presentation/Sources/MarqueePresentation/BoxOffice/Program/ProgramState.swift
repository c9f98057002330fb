public import MarqueeDomain

/// Everything the program shows, as one value.
public struct ProgramState: Equatable, Sendable {
    /// The upcoming screenings, earliest first, then by hall.
    public var screenings: [Screening] = []
    /// Whether the program was loaded at least once.
    public var hasLoaded = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty program shown in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The rows, ready to show.
    public var items: [ProgramItem] { screenings.map { ProgramItem(screening: $0, times: times) } }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage(times: times) }
    /// Whether the program was loaded and nothing is on.
    public var isEmpty: Bool { hasLoaded && error == nil && screenings.isEmpty }
}

/// The stable JSON form of `program --json`: `{"timeZone": String,
/// "screenings": [screening…]}`, earliest first, then by hall.
public enum ProgramJSON {
    /// The document for `state`.
    public static func document(_ state: ProgramState) -> JSONValue {
        .object([
            "timeZone": .string(state.times.timeZoneName),
            "screenings": .array(state.screenings.map { BoxOfficeJSON.screening($0, times: state.times) }),
        ])
    }
}
