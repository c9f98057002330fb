/// Cancels an order and frees its seats — an unpaid order is cancelled, a paid
/// one refunded: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol CancelOrderUseCase: Sendable {
    /// Cancels the order `id` now, by the clock of whoever runs the interactor.
    ///
    /// - Returns: The cancelled or refunded order, as stored, with its customer
    ///   and screenings.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   for an order already cancelled or refunded (or paid meanwhile);
    ///   ``BoxOfficeError/notPermitted(_:)`` (a refund needs ``DeskAction/refundOrder``);
    ///   a storage error. Nothing is written and no seat is released when it throws.
    func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt
}
