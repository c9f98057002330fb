/// Lists a customer's orders, newest first.
public struct ListCustomerOrdersUseCase: Sendable {
    private let orders: any OrderRepository

    /// Creates the use case over the orders port.
    public init(orders: any OrderRepository) {
        self.orders = orders
    }

    /// Every order `customer` placed, newest first (ties by identifier).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await orders.orders(for: customer).sorted { ($0.placedAt, $1.id) > ($1.placedAt, $0.id) }
    }
}
