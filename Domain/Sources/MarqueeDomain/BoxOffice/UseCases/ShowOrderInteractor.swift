/// Shows one order with its customer and screenings, over the ports.
public struct ShowOrderInteractor: ShowOrderUseCase {
    private let holds: SeatHolds?
    private let orders: any OrderRepository
    private let receipts: ReceiptReader

    /// Creates the use case over the orders, users and screenings ports.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        holds: SeatHolds? = nil
    ) {
        self.holds = holds
        self.orders = orders
        receipts = ReceiptReader(users: users, screenings: screenings)
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        try await holds?.releaseExpiredBeforeReading()
        guard let order = try await orders.order(withID: id) else { throw .unknownOrder(id) }
        return try await receipts.receipt(for: order)
    }

    /// The receipt of `order`, as stored or not.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(_ order: Order) async throws(BoxOfficeError) -> OrderReceipt {
        try await receipts.receipt(for: order)
    }
}
