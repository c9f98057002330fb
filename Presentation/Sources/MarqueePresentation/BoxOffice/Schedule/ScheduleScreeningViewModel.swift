public import MarqueeDomain
public import Observation

/// Schedules a screening from what a person typed: a movie id, a hall, a
/// local time, a number of seats and a price.
///
/// Every text is read before the use case runs, so a typo never reaches
/// storage; the first one that cannot be read is reported.
@Observable @MainActor
public final class ScheduleScreeningViewModel {
    /// Everything the screen shows.
    public private(set) var state: ScheduleScreeningState

    private let scheduleScreening: ScheduleScreeningUseCase

    /// The screening scheduled, ready to show.
    public var item: ProgramItem? { state.item }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CinemaError? { state.error }

    /// Creates the view model.
    ///
    /// - Parameter times: The zone times are read and shown in; the machine's by default.
    public init(schedule: ScheduleScreeningUseCase, times: LocalTimeFormat = .current) {
        scheduleScreening = schedule
        state = ScheduleScreeningState(times: times)
    }

    /// Schedules a screening.
    ///
    /// - Parameters:
    ///   - movieIDText: The catalog id, such as `"348"`.
    ///   - hallText: The hall, such as `"A"`.
    ///   - timeText: The local start, `2026-12-24T20:00` or `2026-12-24 20:00`.
    ///   - seats: The capacity.
    ///   - priceText: The ticket price, such as `"12.50 EUR"`.
    public func schedule(movieIDText: String, hallText: String, timeText: String, seats: Int, priceText: String) async {
        let times = state.times
        state.screening = nil
        state.isScheduling = true
        defer { state.isScheduling = false }
        do throws(CinemaError) {
            let movieID = try await CinemaError.catalog { () throws(CatalogError) in try MovieID(parsing: movieIDText) }
            let hall = try await CinemaError.boxOffice { () throws(BoxOfficeError) in try Hall(hallText) }
            let startsAt = try await CinemaError.input { () throws(InputError) in try times.timestamp(parsing: timeText)
            }
            let price = try await CinemaError.boxOffice { () throws(BoxOfficeError) in try PriceInput.parse(priceText) }
            let scheduled = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await scheduleScreening.execute(
                    movieID: movieID, hall: hall, startsAt: startsAt, capacity: seats, ticketPrice: price
                )
            }
            state.screening = scheduled
            state.error = nil
        } catch {
            state.error = error
        }
    }

    /// `marquee screenings schedule`: schedules, then renders the state as
    /// text or JSON, or the one-line error.
    public func scheduleCommand(
        movieIDText: String, hallText: String, timeText: String, seats: Int, priceText: String, format: OutputFormat
    ) async -> CommandOutput {
        await schedule(
            movieIDText: movieIDText, hallText: hallText, timeText: timeText, seats: seats, priceText: priceText)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: ScheduledScreeningTextScreen.lines,
            json: { state in state.screening.map { BoxOfficeJSON.screening($0, times: state.times) } ?? .null }
        )
    }
}
