public import MarqueeDomain
public import Observation

/// The day's overview: per screening the seats paid, held and free and the
/// money, and the totals.
@Observable @MainActor
public final class DayReportViewModel {
    /// Everything the report shows.
    public private(set) var state: DayReportState

    private let report: any DayReportUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are shown in, and days are reckoned in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        report = boxOffice.report
        state = DayReportState(times: times)
    }

    /// Loads the report of the stretch `day` (see ``Input/day(_:in:now:)``);
    /// a success clears the last error.
    public func load(_ day: (from: Timestamp, to: Timestamp)) async {
        state.isLoading = true
        do throws(BoxOfficeError) {
            state.report = try await report.execute(from: day.from, to: day.to)
            state.error = nil
        } catch {
            state.error = .boxOffice(error)
        }
        state.isLoading = false
    }

    /// `marquee report`: loads, then renders the state as text or JSON, or the one-line error.
    public func reportCommand(_ day: (from: Timestamp, to: Timestamp), format: OutputFormat) async -> CommandOutput {
        await load(day)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format, text: \.textLines,
            json: \.json)
    }
}
