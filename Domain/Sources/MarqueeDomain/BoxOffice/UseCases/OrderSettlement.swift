/// What paying and cancelling an order share: the desk's permission, the
/// holds that ran out released first, the order read and checked by its own
/// rule, the change recorded at one time, and the receipt read after the write.
struct OrderSettlement: Sendable {
    private let orders: any OrderRepository
    private let receipts: ReceiptReader
    private let clock: any TimeSource
    private let desk: Desk?
    private let holds: SeatHolds

    init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        clock: any TimeSource, desk: Desk?
    ) {
        self.orders = orders
        receipts = ReceiptReader(users: users, screenings: screenings)
        self.clock = clock
        self.desk = desk
        holds = SeatHolds(orders: orders, clock: clock)
    }

    /// Settles the order `id` now.
    ///
    /// - Parameters:
    ///   - id: The order.
    ///   - action: What the desk's role must allow before anything is read.
    ///   - also: A further action the order as read asks of the desk (a
    ///     refund for a paid order); `nil` for none.
    ///   - check: The order's own rule, applied to a copy to fail fast.
    ///   - record: The port's write, given the order as read, which applies
    ///     the rule again in its transaction and returns the order as stored.
    func settle(
        _ id: OrderID, as action: DeskAction, also: (Order) -> DeskAction? = { _ in nil },
        check: (inout Order, Timestamp, DeskName?) throws(BoxOfficeError) -> Void,
        record: (any OrderRepository, Order, Timestamp, DeskName?) async throws(BoxOfficeError) -> Order
    ) async throws(BoxOfficeError) -> OrderReceipt {
        try desk?.authorize(action, as: BoxOfficeError.self)
        try await holds.releaseExpired()
        guard let read = try await orders.order(withID: id) else { throw .unknownOrder(id) }
        if let further = also(read) { try desk?.authorize(further, as: BoxOfficeError.self) }
        let now = await clock.now()
        var order = read
        try check(&order, now, desk?.name)
        let settled = try await record(orders, read, now, desk?.name)
        return await receipts.receiptAfterWrite(for: settled)
    }
}
