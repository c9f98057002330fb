/// Records the payment of an unpaid order.
public struct PayOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let clock: any TimeSource

    /// Creates the use case over the orders port and the clock.
    public init(orders: any OrderRepository, clock: any TimeSource) {
        self.orders = orders
        self.clock = clock
    }

    /// Pays the order `id` now.
    ///
    /// - Returns: The paid order, as stored, with the payment time.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   for an order already paid or cancelled (also when that happened
    ///   concurrently); a storage error. Nothing is written when it throws.
    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> Order {
        guard var order = try await orders.order(withID: id) else { throw .unknownOrder(id) }
        let now = await clock.now()
        try order.pay(at: now)
        return try await orders.recordPayment(of: id, at: now)
    }
}
