/// Records the payment of an unpaid order over the ports and the clock.
public struct PayOrderInteractor: PayOrderUseCase {
    private let settlement: OrderSettlement

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
        settlement = OrderSettlement(orders: orders, users: users, screenings: screenings, clock: clock, desk: desk)
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        try await settlement.settle(
            id, as: .payOrder,
            check: { order, now, desk throws(BoxOfficeError) in try order.pay(at: now, by: desk) },
            record: { orders, _, now, desk throws(BoxOfficeError) in
                try await orders.recordPayment(of: id, at: now, by: desk)
            })
    }
}
