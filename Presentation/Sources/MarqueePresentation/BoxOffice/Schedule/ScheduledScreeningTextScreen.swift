public import MarqueeDomain

/// Everything the scheduling screen shows, as one value.
public struct ScheduleScreeningState: Equatable, Sendable {
    /// The screening just scheduled.
    public var screening: Screening?
    /// Whether a scheduling is under way.
    public var isScheduling = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are read and shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The screening, ready to show.
    public var item: ProgramItem? { screening.map { ProgramItem(screening: $0, times: times) } }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage(times: times) }
}

/// The confirmation of a newly scheduled screening, as plain text lines.
public enum ScheduledScreeningTextScreen {
    /// The lines to print: the screening scheduled, or the error that stopped it.
    public static func lines(_ state: ScheduleScreeningState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard let item = state.item else { return ["Scheduling…"] }
        return [
            "Scheduled \(item.movieTitle) in hall \(item.hall) at \(item.time): "
                + "\(item.capacity) seat\(item.capacity == 1 ? "" : "s") at \(item.price).",
            "Screening id: \(item.id)",
        ]
    }
}
