/// One customer's orders, newest first, with the screenings they name.
public struct CustomerOrders: Equatable, Sendable {
    /// The customer.
    public let customer: User
    /// The orders, newest first (ties by identifier).
    public let orders: [Order]
    /// Every screening the orders name, past ones included, earliest first.
    public let screenings: [Screening]

    /// Creates the list.
    public init(customer: User, orders: [Order], screenings: [Screening]) {
        self.customer = customer
        self.orders = orders
        self.screenings = screenings
    }

    /// Each order as a receipt.
    public var receipts: [OrderReceipt] {
        orders.map { order in
            let ids = Set(order.lines.map(\.screeningID))
            return OrderReceipt(order: order, customer: customer, screenings: screenings.filter { ids.contains($0.id) })
        }
    }
}
