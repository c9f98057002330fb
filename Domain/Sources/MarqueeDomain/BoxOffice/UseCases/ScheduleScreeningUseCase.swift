/// Puts a movie from the catalog on the program, in a hall that is free:
/// the use case's boundary (see ``PlaceOrderUseCase`` for the two sides).
public protocol ScheduleScreeningUseCase: Sendable {
    /// Schedules `movieID` in `hall` at `startsAt`.
    ///
    /// The movie's title (and, unless `runtimeMinutes` is given, its running
    /// time) comes from the catalog of whoever runs the interactor; a length
    /// neither gives is the one of the movie's latest screening on the
    /// program, so a length typed once is remembered. The start
    /// must be after now by their clock. The hall is busy from each
    /// screening's start until its end plus ``Screening/cleaningMinutes``.
    ///
    /// - Returns: The new screening, as stored, with no seats sold.
    /// - Throws: ``BoxOfficeError/screeningInPast(_:)`` unless it starts after now;
    ///   ``BoxOfficeError/screeningTooFarAhead(_:days:)`` when it starts further ahead than the cinema allows;
    ///   ``BoxOfficeError/invalidCurrency(_:)`` for a price not in an ISO 4217 currency;
    ///   ``BoxOfficeError/priceTooHigh(_:)`` above ``PriceLimits/maximumTicketPrice(in:)``;
    ///   ``BoxOfficeError/movieNotFound(_:)`` or ``BoxOfficeError/catalogFailed(_:)``;
    ///   ``BoxOfficeError/runtimeUnknown(_:title:)`` when none of them knows the length;
    ///   ``BoxOfficeError/invalidRuntime(_:)``;
    ///   ``BoxOfficeError/invalidCapacity(_:)`` or ``BoxOfficeError/invalidPrice(_:)``;
    ///   ``BoxOfficeError/hallBusy(conflicting:)``; ``BoxOfficeError/notPermitted(_:)``;
    ///   ``BoxOfficeError/moreSeatsThanHall(_:asked:)`` for a `capacity` above its hall's seats;
    ///   ``BoxOfficeError/unknownHall(_:)`` without a `capacity` for a hall not known yet;
    ///   a storage error. Nothing is stored when it throws. A `capacity` of `nil` takes the hall's seats.
    func execute(
        movieID: MovieID, hall: Hall, startsAt: Timestamp, capacity: Int?, ticketPrice: Money, runtimeMinutes: Int?
    ) async throws(BoxOfficeError) -> Screening
}

extension ScheduleScreeningUseCase {
    /// Schedules `movieID` for as long as the catalog says it runs.
    ///
    /// - Throws: as ``execute(movieID:hall:startsAt:capacity:ticketPrice:runtimeMinutes:)``.
    public func execute(
        movieID: MovieID, hall: Hall, startsAt: Timestamp, capacity: Int?, ticketPrice: Money
    ) async throws(BoxOfficeError) -> Screening {
        try await execute(
            movieID: movieID, hall: hall, startsAt: startsAt, capacity: capacity, ticketPrice: ticketPrice,
            runtimeMinutes: nil)
    }
}
