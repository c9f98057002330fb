/// Moves a screening still to come (another time or hall, where nothing
/// clashes) or changes its price while no seat is sold: the use case's
/// boundary (see ``PlaceOrderUseCase`` for the two sides).
public protocol ChangeScreeningUseCase: Sendable {
    /// Makes `change` to the screening `id`. Orders keep the prices they
    /// were placed at; an empty change returns the screening as stored.
    ///
    /// - Returns: The screening as changed and stored.
    /// - Throws: ``BoxOfficeError/unknownScreening(_:)``;
    ///   ``BoxOfficeError/screeningStarted(_:)`` once it has started;
    ///   ``BoxOfficeError/screeningInPast(_:)`` or ``BoxOfficeError/screeningTooFarAhead(_:days:)``
    ///   for a new start the cinema would not schedule;
    ///   ``BoxOfficeError/invalidCurrency(_:)`` or ``BoxOfficeError/priceTooHigh(_:)`` for a new price;
    ///   ``BoxOfficeError/priceLocked(seatsSold:)`` for a new price while seats are sold or held;
    ///   ``BoxOfficeError/hallBusy(conflicting:)``; ``BoxOfficeError/moreSeatsThanHall(_:asked:)`` for a
    ///   hall with fewer seats than the screening has; ``BoxOfficeError/notPermitted(_:)``;
    ///   a storage error. Nothing is stored when it throws.
    func execute(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening
}
