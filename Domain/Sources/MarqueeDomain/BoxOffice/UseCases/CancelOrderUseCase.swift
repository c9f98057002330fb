/// Cancels an unpaid order and frees its seats: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol CancelOrderUseCase: Sendable {
    /// Cancels the order `id` now, by the clock of whoever runs the interactor.
    ///
    /// - Returns: The cancelled order, as stored, with its customer and screenings.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   for an order already paid or cancelled; ``BoxOfficeError/notPermitted(_:)``;
    ///   a storage error. Nothing is written and no seat is released when it throws.
    func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt
}
