/// Calls off a screening over the ports and the clock.
public struct CancelScreeningInteractor: CancelScreeningUseCase {
    private let screenings: any ScreeningRepository
    private let orders: any OrderRepository
    private let clock: any TimeSource
    private let desk: Desk?
    private let holds: SeatHolds

    /// Creates the use case over its ports.
    ///
    /// - Parameters:
    ///   - screenings: The program.
    ///   - orders: The orders, and the store that cancels them with the screening.
    ///   - clock: The time now, by which it decides and which it records.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/cancelScreening`` and which the cancellation records;
    ///     `nil` where no desk is involved.
    public init(
        screenings: any ScreeningRepository, orders: any OrderRepository, clock: any TimeSource, desk: Desk? = nil
    ) {
        self.screenings = screenings
        self.orders = orders
        self.clock = clock
        self.desk = desk
        holds = SeatHolds(orders: orders, clock: clock)
    }

    /// Reads the screening and its orders; orders whose hold ran out are
    /// expired first, so they are not counted (on a read-only store they
    /// stay as stored).
    public func impact(of id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact {
        try await holds.releaseExpiredBeforeReading()
        let screening = try await cancellable(id)
        let holding = try await orders.orders(forScreenings: [id]).filter { $0.status.holdsSeats }
        return ScreeningCancellationImpact(screening: screening, orders: holding)
    }

    /// The checks here fail fast with a precise error;
    /// ``OrderRepository/recordScreeningCancellation(of:at:by:)`` cancels
    /// the stored screening and its orders as they are then, atomically.
    public func execute(_ id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact {
        try desk?.authorize(.cancelScreening, as: BoxOfficeError.self)
        try await holds.releaseExpired()
        _ = try await cancellable(id)
        return try await orders.recordScreeningCancellation(of: id, at: await clock.now(), by: desk?.name)
    }

    private func cancellable(_ id: ScreeningID) async throws(BoxOfficeError) -> Screening {
        guard let screening = try await screenings.screening(withID: id) else { throw .unknownScreening(id) }
        guard !screening.isCancelled else { throw .screeningCancelled(id) }
        guard screening.startsAt > (await clock.now()) else { throw .screeningStarted(id) }
        return screening
    }
}
