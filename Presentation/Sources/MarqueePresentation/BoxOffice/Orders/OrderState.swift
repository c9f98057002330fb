public import MarqueeDomain

/// Everything an order shows, as one value: the last action and its receipt.
public struct OrderState: Equatable, Sendable {
    /// What the last successful action did.
    public enum Action: Equatable, Sendable {
        /// The order was placed, paid, cancelled (unpaid) or refunded
        /// (paid), or sold to a walk-in (placed and paid at once).
        case placed, paid, cancelled, refunded, soldToWalkIn
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

    /// What happened: the error, or the action's outcome and the receipt,
    /// with what can be done next in `audience`'s terms; with `now`, how
    /// long a hold has left.
    public func lines(for audience: Audience, at now: Timestamp? = nil) -> [String] {
        if let error { return [error.message(times: times, for: audience)] }
        guard let summary else { return isWorking ? ["Working…"] : [] }
        let heading: [String] =
            switch lastAction {
            case .placed:
                [
                    summary.heldUntil.map {
                        "Order placed; its seats are held until \($0): pay before then, or they go back on sale."
                    }
                        ?? "Order placed; the seats are held until it is paid or cancelled.", "",
                ]
            case .paid: ["Order paid.", ""]
            case .soldToWalkIn: ["Sold to a walk-in and paid: take \(summary.total).", ""]
            case .cancelled: ["Order cancelled; its seats are free again.", ""]
            case .refunded:
                ["Order refunded: give back \(summary.total); its seats are free again.", ""]
            case nil: []
            }
        return heading + summary.lines(for: audience, at: now)
    }
}

/// Everything a customer's order list shows, as one value.
public struct CustomerOrdersState: Equatable, Sendable, ShowsCinemaError {
    /// The customer's orders with the screenings they name; `nil` before loading.
    public var orders: CustomerOrders? {
        didSet { summarize() }
    }
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat {
        didSet { summarize() }
    }

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The orders, newest first, ready to show: made once when the orders
    /// or the zone change (a screen reads them for every key; a customer of
    /// years has thousands).
    public private(set) var summaries: [OrderSummary] = []

    private mutating func summarize() {
        summaries = orders?.receipts.map { OrderSummary(receipt: $0, times: times) } ?? []
    }
    /// Whether a customer's orders were loaded and there are none.
    public var isEmpty: Bool { orders?.orders.isEmpty == true && error == nil }

    /// The line above the list: whose orders and how many, or why there are none.
    public func headline(for audience: Audience) -> String {
        if let error { return error.message(times: times, for: audience) }
        guard let customerName = orders?.customer.name else { return isLoading ? "Loading orders…" : "" }
        let name = customerName.displayName
        guard !summaries.isEmpty else {
            return audience.pick(
                "\(name) has no orders yet. Order with: marquee orders place --user \(customerName.commandArgument) "
                    + "--screening <id> --quantity N",
                "\(name) has no orders yet; pick a screening on Program and press Enter to order.")
        }
        let count = summaries.count == 1 ? "1 order" : "\(summaries.count) orders"
        return "\(name) — \(count), newest first"
    }
}
