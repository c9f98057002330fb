public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// The day's overview: per screening the seats paid, held and free and the
/// money, and the totals.
@Observable @MainActor
public final class DayReportViewModel {
    /// Everything the report shows.
    public private(set) var state: DayReportState

    private let report: any DayReportUseCase
    /// How many loads were asked for: an answer to an older one is dropped.
    private var loads = 0

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
    ///
    /// When loads overlap, the last one asked for is the one kept.
    public func load(_ day: (from: Timestamp, to: Timestamp)) async {
        loads += 1
        let load = loads
        state.isLoading = true
        let result: Result<DayReport, BoxOfficeError>
        do throws(BoxOfficeError) {
            result = .success(try await report.execute(from: day.from, to: day.to))
        } catch {
            result = .failure(error)
        }
        guard load == loads else { return }
        switch result {
        case let .success(report):
            state.report = report
            state.error = nil
        case let .failure(error):
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
