public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// Everything the scheduling form and command show, as one value.
public struct ScheduleScreeningState: Equatable, Sendable, ShowsCinemaError {
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

    /// What was scheduled, or the error that stopped it.
    public func confirmation(for audience: Audience) -> [String] {
        if let error { return [error.message(times: times, for: audience)] }
        guard let item else { return [isScheduling ? "Scheduling…" : ""] }
        return [
            "Scheduled \(item.movieTitle) in hall \(item.hall) at \(item.time) (\(item.runtime)): "
                + "\(item.capacity) seat\(item.capacity == 1 ? "" : "s") at \(item.price).",
            "Screening id: \(item.id)",
        ]
    }
}

/// Schedules a screening of a catalog movie in a hall that is free.
@Observable @MainActor
public final class ScheduleScreeningViewModel: BoxOfficeRunning {
    /// Everything the form shows.
    public private(set) var state: ScheduleScreeningState
    static let writableState = \ScheduleScreeningViewModel.state

    private let schedule: any ScheduleScreeningUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are read and shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        schedule = boxOffice.schedule
        state = ScheduleScreeningState(times: times)
    }

    /// Schedules `movie` in `hall` at `startsAt` with `seats` seats at `price`
    /// each, running `runtime` minutes (`nil`: as long as the catalog says).
    public func schedule(
        movie: MovieID, hall: Hall, startsAt: Timestamp, seats: Int?, price: Money, runtime: Int? = nil
    ) async {
        state.screening = nil
        await run(\.screening, busy: \.isScheduling) { () async throws(BoxOfficeError) in
            try await schedule.execute(
                movieID: movie, hall: hall, startsAt: startsAt, capacity: seats, ticketPrice: price,
                runtimeMinutes: runtime)
        }
    }

    /// `marquee screenings schedule`: schedules, then renders the state as
    /// text or JSON, or the one-line error.
    public func scheduleCommand(
        movie: MovieID, hall: Hall, startsAt: Timestamp, seats: Int?, price: Money, runtime: Int? = nil,
        format: OutputFormat
    ) async -> CommandOutput {
        await schedule(movie: movie, hall: hall, startsAt: startsAt, seats: seats, price: price, runtime: runtime)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.confirmation(for: .commandLine) },
            json: { state in state.screening.map { BoxOfficeJSON.screening($0, times: state.times) } ?? .null })
    }
}
