/// Shows one order with what a person needs to read it: the use case's
/// boundary (see ``PlaceOrderUseCase`` for the two sides).
public protocol ShowOrderUseCase: Sendable {
    /// The order `id` with its customer and the screenings its lines name.
    ///
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/storageFailed(_:)``.
    func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt
}
