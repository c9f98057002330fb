public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// What moving a screening or changing its price shows, as one value.
public struct ChangeScreeningState: Equatable, Sendable, ShowsCinemaError {
    /// The screening as changed.
    public var screening: Screening?
    /// Whether a change is under way.
    public var isChanging = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are read and shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// What the screening is now, or the error that stopped the change.
    public func confirmation(for audience: Audience) -> [String] {
        if let error { return [error.message(times: times, for: audience)] }
        guard let screening else { return [isChanging ? "Changing…" : ""] }
        let item = ProgramItem(screening: screening, times: times)
        let sold = screening.seatsSold
        return [
            "\(item.movieTitle) is now in hall \(item.hall) at \(item.time) (\(item.runtime)): "
                + "\(item.capacity) seat\(item.capacity == 1 ? "" : "s") at \(item.price), "
                + "\(sold) sold or held.",
            "Screening id: \(item.id)",
        ]
    }
}

/// Moves a screening still to come, or changes its price while no seat is sold.
@Observable @MainActor
public final class ChangeScreeningViewModel: BoxOfficeRunning {
    /// Everything it shows.
    public private(set) var state: ChangeScreeningState
    static let writableState = \ChangeScreeningViewModel.state

    private let change: any ChangeScreeningUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are read and shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        change = boxOffice.change
        state = ChangeScreeningState(times: times)
    }

    /// Makes `change` to the screening `id`.
    public func change(_ id: ScreeningID, _ change: ScreeningChange) async {
        state.screening = nil
        await run(\.screening, busy: \.isChanging) { () async throws(BoxOfficeError) in
            try await self.change.execute(id, change)
        }
    }

    /// `marquee screenings change`: changes, then renders the state as text
    /// or JSON, or the one-line error.
    public func changeCommand(_ id: ScreeningID, _ change: ScreeningChange, format: OutputFormat) async
        -> CommandOutput
    {
        await self.change(id, change)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.confirmation(for: .commandLine) },
            json: { state in state.screening.map { BoxOfficeJSON.screening($0, times: state.times) } ?? .null })
    }
}
