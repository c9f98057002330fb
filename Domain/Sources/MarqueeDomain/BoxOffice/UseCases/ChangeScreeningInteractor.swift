/// Moves a screening or changes its price over the screenings port and the
/// clock, by the rules scheduling keeps.
public struct ChangeScreeningInteractor: ChangeScreeningUseCase {
    private let screenings: any ScreeningRepository
    private let clock: any TimeSource
    private let desk: Desk?
    private let schedulingDays: Int

    /// Creates the use case over its port.
    ///
    /// - Parameters:
    ///   - screenings: The program.
    ///   - clock: The time now, by which it decides.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/changeScreening``; `nil` where no desk is involved.
    ///   - schedulingDays: How many days ahead a screening may start, as for
    ///     scheduling (``ScheduleScreeningInteractor/defaultSchedulingDays``).
    public init(
        screenings: any ScreeningRepository, clock: any TimeSource, desk: Desk? = nil,
        schedulingDays: Int = ScheduleScreeningInteractor.defaultSchedulingDays
    ) {
        self.screenings = screenings
        self.clock = clock
        self.desk = desk
        self.schedulingDays = min(
            max(schedulingDays, ScheduleScreeningInteractor.schedulingDaysRange.lowerBound),
            ScheduleScreeningInteractor.schedulingDaysRange.upperBound)
    }

    /// The checks here fail fast with a precise error;
    /// ``ScreeningRepository/change(_:_:)`` applies the change again to the
    /// stored screening atomically (seats sold and the hall's other
    /// screenings as they are then).
    public func execute(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        try desk?.authorize(.changeScreening, as: BoxOfficeError.self)
        guard let stored = try await screenings.screening(withID: id) else { throw .unknownScreening(id) }
        guard !change.isEmpty else { return stored }
        let now = await clock.now()
        guard stored.startsAt > now else { throw .screeningStarted(id) }
        if let startsAt = change.startsAt {
            guard startsAt > now else { throw .screeningInPast(startsAt) }
            guard startsAt <= now.adding(minutes: schedulingDays * 24 * 60) else {
                throw .screeningTooFarAhead(startsAt, days: schedulingDays)
            }
        }
        if let price = change.ticketPrice {
            guard price.currency.isISO4217 else { throw .invalidCurrency(price.currency.code) }
            guard price.isNegative || PriceLimits.allows(price) else { throw .priceTooHigh(price) }
        }
        let changed = try stored.applying(change)
        if let hall = try await screenings.hall(named: changed.hall) { _ = try hall.seats(for: changed.capacity) }
        if let conflict = try await screenings.screenings(in: changed.hall).first(where: changed.conflicts(with:)) {
            throw .hallBusy(conflicting: conflict)
        }
        return try await screenings.change(id, change)
    }
}
