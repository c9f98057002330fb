/// Calls off a screening still to come, cancelling its unpaid orders and
/// refunding its paid ones: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
///
/// Two steps, so a front end can say what it would do before doing it:
/// ``impact(of:)`` reads, ``execute(_:)`` cancels.
public protocol CancelScreeningUseCase: Sendable {
    /// What cancelling the screening `id` would do now: the orders that
    /// hold its seats, as they stand. Nothing changes.
    ///
    /// - Throws: ``BoxOfficeError/unknownScreening(_:)``;
    ///   ``BoxOfficeError/screeningCancelled(_:)`` when it was called off already;
    ///   ``BoxOfficeError/screeningStarted(_:)`` once it has started; a storage error.
    func impact(of id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact

    /// Cancels the screening `id` now, with its orders, recording when and
    /// by which desk.
    ///
    /// - Returns: The cancelled screening and the orders cancelled or refunded.
    /// - Throws: as ``impact(of:)``, and ``BoxOfficeError/notPermitted(_:)``.
    ///   Nothing is stored when it throws.
    func execute(_ id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact
}
