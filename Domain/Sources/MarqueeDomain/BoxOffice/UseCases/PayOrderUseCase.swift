/// Takes the payment of an unpaid order: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol PayOrderUseCase: Sendable {
    /// Pays the order `id` now, by the clock of whoever runs the interactor.
    ///
    /// - Returns: The paid order, as stored, with its customer and screenings.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   for an order already paid or cancelled (also when that happened
    ///   concurrently); ``BoxOfficeError/notPermitted(_:)``; a storage error.
    ///   Nothing is written when it throws.
    func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt
}
