/// An order with what a person needs to read it: who placed it and the
/// screenings its lines are for.
public struct OrderReceipt: Equatable, Sendable {
    /// The order.
    public let order: Order
    /// The customer; `nil` when the account was deleted since.
    public let customer: User?
    /// The screenings the order's lines name, past ones included, earliest
    /// first; a screening no longer stored is left out.
    public let screenings: [Screening]

    /// Creates a receipt.
    public init(order: Order, customer: User?, screenings: [Screening]) {
        self.order = order
        self.customer = customer
        self.screenings = screenings
    }

    /// The screening with this identifier, when the receipt holds it.
    public func screening(_ id: ScreeningID) -> Screening? {
        screenings.first { $0.id == id }
    }
}
