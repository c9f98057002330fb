public import MarqueeDomain
public import Observation

/// Schedules a screening from what a person typed: a movie id, a hall, a
/// local time, a number of seats and a price.
///
/// Every text is read before the use case runs, so a typo never reaches
/// storage; the first one that cannot be read is reported.
@Observable @MainActor
public final class ScheduleScreeningViewModel {
    /// The screening just scheduled, ready to show.
    public private(set) var item: ProgramItem?
    /// The screening itself, for front ends that print it as data.
    public private(set) var screening: Screening?
    /// Whether a scheduling is under way.
    public private(set) var isScheduling = false
    /// The last error, worded for a person; cleared by the next success.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CinemaError?

    /// The zone times are read and shown in.
    public let times: LocalTimeFormat
    private let scheduleScreening: ScheduleScreeningUseCase

    /// Creates the view model.
    ///
    /// - Parameter times: The zone times are read and shown in; the machine's by default.
    public init(schedule: ScheduleScreeningUseCase, times: LocalTimeFormat = .current) {
        scheduleScreening = schedule
        self.times = times
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
        item = nil
        screening = nil
        isScheduling = true
        defer { isScheduling = false }
        do throws(CinemaError) {
            let movieID = try await CinemaError.catalog { () throws(CatalogError) in try MovieID(parsing: movieIDText) }
            let hall = try await CinemaError.boxOffice { () throws(BoxOfficeError) in try Hall(hallText) }
            let startsAt = try await CinemaError.input { () throws(InputError) in try times.timestamp(parsing: timeText) }
            let price = try await CinemaError.boxOffice { () throws(BoxOfficeError) in try PriceInput.parse(priceText) }
            let scheduled = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await scheduleScreening.execute(
                    movieID: movieID, hall: hall, startsAt: startsAt, capacity: seats, ticketPrice: price
                )
            }
            screening = scheduled
            item = ProgramItem(screening: scheduled, times: times)
            error = nil
            errorMessage = nil
        } catch {
            self.error = error
            errorMessage = error.userMessage(times: times)
        }
    }
}
