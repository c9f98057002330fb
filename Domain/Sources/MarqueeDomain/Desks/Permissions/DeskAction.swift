/// An action at the box office that changes what is kept, as the service
/// authorizes it. Reading (searching movies, the program, the customer
/// list, orders) is open to every desk and is no action here.
///
/// Each action carries the roles that may take it, fixed where it is
/// declared: the box office's own are below (``allCases``), and a context
/// added beside them declares its own in its folder, as
/// `Scripts/new-feature --endpoint` writes it:
///
/// ```swift
/// extension DeskAction {
///     static let addGiftCard = DeskAction("addGiftCard", permittedRoles: [.manager])
/// }
/// ```
///
/// Two actions are the same when their names are.
public struct DeskAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The action's stable name, as the service's problems carry it (`placeOrder`).
    public let rawValue: String
    /// The roles that may take this action.
    public let permittedRoles: Set<DeskRole>

    /// An action named `name` that `permittedRoles` may take.
    public init(_ name: String, permittedRoles: Set<DeskRole>) {
        self.rawValue = name
        self.permittedRoles = permittedRoles
    }

    /// The box office's own action of this name; `nil` for any other (a
    /// context's own action is known where it is declared).
    public init?(rawValue: String) {
        guard let action = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = action
    }

    /// The action's name.
    public var description: String { rawValue }

    public static func == (lhs: DeskAction, rhs: DeskAction) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    // MARK: The box office's actions: the table of actions × roles

    /// Registers a customer.
    public static let registerCustomer = DeskAction("registerCustomer", permittedRoles: [.clerk, .manager])
    /// Renames a customer.
    public static let renameCustomer = DeskAction("renameCustomer", permittedRoles: [.manager])
    /// Deletes a customer.
    public static let deleteCustomer = DeskAction("deleteCustomer", permittedRoles: [.manager])
    /// Adds a hall with its seats.
    public static let addHall = DeskAction("addHall", permittedRoles: [.manager])
    /// Puts a screening on the program.
    public static let scheduleScreening = DeskAction("scheduleScreening", permittedRoles: [.manager])
    /// Moves a screening or changes its price.
    public static let changeScreening = DeskAction("changeScreening", permittedRoles: [.manager])
    /// Calls a screening off, cancelling or refunding its orders.
    public static let cancelScreening = DeskAction("cancelScreening", permittedRoles: [.manager])
    /// Places an order, holding its seats.
    public static let placeOrder = DeskAction("placeOrder", permittedRoles: [.clerk, .manager])
    /// Takes an order's payment.
    public static let payOrder = DeskAction("payOrder", permittedRoles: [.clerk, .manager])
    /// Cancels an unpaid order, freeing its seats.
    public static let cancelOrder = DeskAction("cancelOrder", permittedRoles: [.clerk, .manager])
    /// Cancels a paid order: its money goes back and its seats are freed.
    public static let refundOrder = DeskAction("refundOrder", permittedRoles: [.manager])

    /// The box office's own actions, in the order above.
    public static let allCases: [DeskAction] = [
        .registerCustomer, .renameCustomer, .deleteCustomer, .addHall, .scheduleScreening, .changeScreening,
        .cancelScreening, .placeOrder, .payOrder, .cancelOrder, .refundOrder,
    ]
}
