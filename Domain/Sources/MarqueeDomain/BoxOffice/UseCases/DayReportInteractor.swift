/// Makes the day's overview over the screenings and orders ports.
public struct DayReportInteractor: DayReportUseCase {
    private let holds: SeatHolds?
    private let screenings: any ScreeningRepository
    private let orders: any OrderRepository

    /// Creates the use case over the ports.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(screenings: any ScreeningRepository, orders: any OrderRepository, holds: SeatHolds? = nil) {
        self.holds = holds
        self.screenings = screenings
        self.orders = orders
    }

    public func execute(from: Timestamp, to: Timestamp) async throws(BoxOfficeError) -> DayReport {
        try await holds?.releaseExpiredBeforeReading()
        let covered = try await screenings.allScreenings().filter { $0.startsAt >= from && $0.startsAt < to }
        let sold = try await orders.orders(forScreenings: Set(covered.map(\.id)))
        return try DayReport.of(covered, orders: sold, from: from, to: to)
    }
}
