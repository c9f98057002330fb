public import MarqueeDomain

/// Everything the order screen shows, as one value.
public struct OrderState: Equatable, Sendable {
    /// What the last successful action did.
    public enum Action: Equatable, Sendable {
        case placed, paid, cancelled
    }

    /// The order after the last successful action, with its customer and screenings.
    public var receipt: OrderReceipt?
    /// What the last successful action did; `nil` after a failure.
    public var lastAction: Action?
    /// Whether an action is under way.
    public var isWorking = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The order, ready to show.
    public var summary: OrderSummary? { receipt.map { OrderSummary(receipt: $0, times: times) } }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage(times: times) }
}

/// Everything a customer's order list shows, as one value.
public struct CustomerOrdersState: Equatable, Sendable {
    /// The customer's orders with the screenings they name; `nil` before loading.
    public var orders: CustomerOrders?
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The orders, newest first, ready to show.
    public var summaries: [OrderSummary] { orders?.receipts.map { OrderSummary(receipt: $0, times: times) } ?? [] }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage(times: times) }
    /// Whether a customer's orders were loaded and there are none.
    public var isEmpty: Bool { orders?.orders.isEmpty == true && error == nil }
}

/// The stable JSON forms of orders: one order
/// (see ``BoxOfficeJSON/order(_:times:)``) and `orders list --json`,
/// `{"customerID": String, "customerName": String, "orders": [order…]}`, newest first.
public enum OrdersJSON {
    /// The order an action left, or `null`.
    public static func document(_ state: OrderState) -> JSONValue {
        state.receipt.map { BoxOfficeJSON.order($0, times: state.times) } ?? .null
    }

    /// A customer's orders, or `null` before they were loaded.
    public static func document(_ state: CustomerOrdersState) -> JSONValue {
        guard let orders = state.orders else { return .null }
        return .object([
            "customerID": .string(orders.customer.id.rawValue),
            "customerName": .string(orders.customer.name.displayName),
            "orders": .array(orders.receipts.map { BoxOfficeJSON.order($0, times: state.times) }),
        ])
    }
}
