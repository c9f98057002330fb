/// Cancels an order and frees its seats — an unpaid order is cancelled, a
/// paid one refunded — over the ports and the clock.
public struct CancelOrderInteractor: CancelOrderUseCase {
    private let settlement: OrderSettlement

    /// Creates the use case over the ports and the clock.
    ///
    /// - Parameters:
    ///   - orders: The orders.
    ///   - users: The customers.
    ///   - screenings: The program's screenings.
    ///   - clock: The time now, by which it decides.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/cancelOrder`` (and ``DeskAction/refundOrder`` for a paid
    ///     order) and which the order records; `nil` where no desk is involved.
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        clock: any TimeSource, desk: Desk? = nil
    ) {
        settlement = OrderSettlement(orders: orders, users: users, screenings: screenings, clock: clock, desk: desk)
    }

    /// Cancels the order `id` now.
    ///
    /// An unpaid order is cancelled; a paid one is refunded, which the desk's
    /// role must also allow (``DeskAction/refundOrder``). The order's own rule
    /// (``Order/cancel(at:by:allowingRefund:)``) decides whether it may be
    /// cancelled — checked here to fail fast, then applied again by
    /// ``OrderRepository/recordCancellation(of:at:by:allowingRefund:)``, which
    /// stores the order and releases its seats on each screening in one
    /// transaction. A refund is allowed there only when the order was seen
    /// paid here: an order paid between the two is refused, not refunded by a
    /// desk that meant to cancel it.
    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        try await settlement.settle(
            id, as: .cancelOrder, also: { Self.refunds($0) ? .refundOrder : nil },
            check: { order, now, desk throws(BoxOfficeError) in
                try order.cancel(at: now, by: desk, allowingRefund: Self.refunds(order))
            },
            record: { orders, read, now, desk throws(BoxOfficeError) in
                try await orders.recordCancellation(of: id, at: now, by: desk, allowingRefund: Self.refunds(read))
            })
    }

    /// Whether cancelling `order` refunds it: it was paid.
    private static func refunds(_ order: Order) -> Bool {
        if case .paid = order.status { true } else { false }
    }
}
