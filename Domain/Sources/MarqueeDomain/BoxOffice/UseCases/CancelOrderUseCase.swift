/// Cancels an unpaid order and frees its seats.
public struct CancelOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let clock: any TimeSource

    /// Creates the use case over the orders port and the clock.
    public init(orders: any OrderRepository, clock: any TimeSource) {
        self.orders = orders
        self.clock = clock
    }

    /// Cancels the order `id` now.
    ///
    /// The order's own rule (``Order/cancel(at:)``) decides whether it may be
    /// cancelled — checked here to fail fast, then applied again by
    /// ``OrderRepository/recordCancellation(of:at:)``, which stores the order and
    /// releases its seats on each screening in one transaction.
    ///
    /// - Returns: The cancelled order, as stored, with the cancellation time.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   for an order already paid or cancelled; a storage error. Nothing is
    ///   written and no seat is released when it throws.
    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> Order {
        guard var order = try await orders.order(withID: id) else { throw .unknownOrder(id) }
        let now = await clock.now()
        try order.cancel(at: now)
        return try await orders.recordCancellation(of: id, at: now)
    }
}
