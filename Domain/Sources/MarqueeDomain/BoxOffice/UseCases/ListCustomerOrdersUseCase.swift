/// Lists a customer's orders: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol ListCustomerOrdersUseCase: Sendable {
    /// The orders of the customer named `name`, newest first (ties by
    /// identifier), with every screening they name (past ones included).
    ///
    /// - Throws: ``BoxOfficeError/unknownCustomerName(_:)``;
    ///   ``BoxOfficeError/storageFailed(_:)``.
    func execute(customerNamed name: UserName) async throws(BoxOfficeError) -> CustomerOrders
}
