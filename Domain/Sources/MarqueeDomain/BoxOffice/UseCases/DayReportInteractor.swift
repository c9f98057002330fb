/// Makes the day's overview over the screenings and orders ports.
public struct DayReportInteractor: DayReportUseCase {
    private let screenings: any ScreeningRepository
    private let orders: any OrderRepository

    /// Creates the use case over the ports.
    public init(screenings: any ScreeningRepository, orders: any OrderRepository) {
        self.screenings = screenings
        self.orders = orders
    }

    public func execute(from: Timestamp, to: Timestamp) async throws(BoxOfficeError) -> DayReport {
        let covered = try await screenings.allScreenings().filter { $0.startsAt >= from && $0.startsAt < to }
        let sold = try await orders.orders(forScreenings: Set(covered.map(\.id)))
        return try DayReport.of(covered, orders: sold, from: from, to: to)
    }
}
