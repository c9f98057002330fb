/// An action at the box office that changes what is kept, as the service
/// authorizes it. Reading (searching movies, the program, the customer
/// list, orders) is open to every desk and is no action here.
public enum DeskAction: String, CaseIterable, Hashable, Sendable {
    /// Registers a customer.
    case registerCustomer
    /// Renames a customer.
    case renameCustomer
    /// Deletes a customer.
    case deleteCustomer
    /// Adds a hall with its seats.
    case addHall
    /// Puts a screening on the program.
    case scheduleScreening
    /// Moves a screening or changes its price.
    case changeScreening
    /// Calls a screening off, cancelling or refunding its orders.
    case cancelScreening
    /// Places an order, holding its seats.
    case placeOrder
    /// Takes an order's payment.
    case payOrder
    /// Cancels an unpaid order, freeing its seats.
    case cancelOrder
    /// Cancels a paid order: its money goes back and its seats are freed.
    case refundOrder

    /// The roles that may take this action: **the one table of actions ×
    /// roles**. A switch rather than a dictionary, so an action added
    /// without a row here does not compile.
    public var permittedRoles: Set<DeskRole> {
        switch self {
        case .registerCustomer, .placeOrder, .payOrder, .cancelOrder: [.clerk, .manager]
        case .renameCustomer, .deleteCustomer, .addHall, .scheduleScreening, .changeScreening, .cancelScreening,
            .refundOrder:
            [.manager]
        }
    }
}
