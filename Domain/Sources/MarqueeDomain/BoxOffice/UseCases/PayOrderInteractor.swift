/// Records the payment of an unpaid order over the ports and the clock.
public struct PayOrderInteractor: PayOrderUseCase {
    private let orders: any OrderRepository
    private let receipts: ReceiptReader
    private let clock: any TimeSource
    private let desk: Desk?
    private let holds: SeatHolds

    /// Creates the use case over the ports and the clock.
    ///
    /// - Parameters:
    ///   - orders: The orders.
    ///   - users: The customers.
    ///   - screenings: The program's screenings.
    ///   - clock: The time now, by which it decides.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/payOrder`` and which the order records; `nil` where no
    ///     desk is involved.
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        clock: any TimeSource, desk: Desk? = nil
    ) {
        self.orders = orders
        receipts = ReceiptReader(users: users, screenings: screenings)
        self.clock = clock
        self.desk = desk
        holds = SeatHolds(orders: orders, clock: clock)
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        try desk?.authorize(.payOrder, as: BoxOfficeError.self)
        try await holds.releaseExpired()
        guard var order = try await orders.order(withID: id) else { throw .unknownOrder(id) }
        let now = await clock.now()
        try order.pay(at: now, by: desk?.name)
        let paid = try await orders.recordPayment(of: id, at: now, by: desk?.name)
        return await receipts.receiptAfterWrite(for: paid)
    }
}
