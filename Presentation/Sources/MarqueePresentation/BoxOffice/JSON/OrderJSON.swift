public import MarqueeDomain

/// The stable JSON form of an order, printed by `orders place`, `orders pay`
/// and `orders cancel` with `--json`, and in `orders list --json`. Field names
/// are part of Marquee's documented interface: add fields, never rename.
///
/// `{"id": String, "customerID": String, "customerName": String or null,
/// "lines": [line…], "ticketCount": Int, "total": money,
/// "status": "unpaid" | "paid" | "cancelled", "placedAt": String,
/// "paidAt": String or null, "cancelledAt": String or null}`.
/// Times are ISO 8601 in the local zone with its offset. Every key is always
/// present; unknown values are `null`.
public struct OrderJSON: Codable, Equatable, Sendable {
    /// The order's id.
    public let id: String
    /// The customer's user id.
    public let customerID: String
    /// The customer's name; `null` when the account is gone.
    public let customerName: String?
    /// One entry per screening.
    public let lines: [OrderLineJSON]
    /// Tickets across all lines.
    public let ticketCount: Int
    /// The sum of the lines' subtotals.
    public let total: MoneyJSON
    /// `"unpaid"`, `"paid"` or `"cancelled"`.
    public let status: String
    /// When the order was placed.
    public let placedAt: String
    /// When it was paid; `null` unless paid.
    public let paidAt: String?
    /// When it was cancelled; `null` unless cancelled.
    public let cancelledAt: String?

    /// The JSON form of `order`.
    ///
    /// - Parameters:
    ///   - customer: The customer, when known.
    ///   - screenings: Screenings known by id, to describe the lines.
    ///   - times: The zone times are shown in.
    public init(_ order: Order, customer: User?, screenings: [ScreeningID: Screening], times: LocalTimeFormat) {
        id = order.id.rawValue
        customerID = order.customer.rawValue
        customerName = customer?.name.displayName
        lines = order.lines.map { OrderLineJSON($0, screening: screenings[$0.screeningID], times: times) }
        ticketCount = order.ticketCount
        total = MoneyJSON(order.total)
        status = order.status.label
        placedAt = times.iso8601(from: order.placedAt)
        switch order.status {
        case .unpaid:
            paidAt = nil
            cancelledAt = nil
        case let .paid(time):
            paidAt = times.iso8601(from: time)
            cancelledAt = nil
        case let .cancelled(time):
            paidAt = nil
            cancelledAt = times.iso8601(from: time)
        }
    }

    /// The JSON form of the order a view model shows, or `nil` when it shows none.
    @MainActor public init?(_ viewModel: OrderViewModel) {
        guard let order = viewModel.order else { return nil }
        self.init(order, customer: viewModel.customer, screenings: viewModel.screenings, times: viewModel.times)
    }

    private enum CodingKeys: String, CodingKey {
        case id, customerID, customerName, lines, ticketCount, total, status, placedAt, paidAt, cancelledAt
    }

    /// Writes every field, unknown ones as `null`, so scripts can rely on the keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(customerID, forKey: .customerID)
        try container.encode(customerName, forKey: .customerName)
        try container.encode(lines, forKey: .lines)
        try container.encode(ticketCount, forKey: .ticketCount)
        try container.encode(total, forKey: .total)
        try container.encode(status, forKey: .status)
        try container.encode(placedAt, forKey: .placedAt)
        try container.encode(paidAt, forKey: .paidAt)
        try container.encode(cancelledAt, forKey: .cancelledAt)
    }
}

/// The stable JSON form of one line of an order:
/// `{"screeningID": String, "quantity": Int, "unitPrice": money, "subtotal": money,
/// "movieTitle": String or null, "hall": String or null, "startsAt": String or null}`.
///
/// The last three describe the screening when it is known (upcoming
/// screenings); they are `null` otherwise, never missing.
public struct OrderLineJSON: Codable, Equatable, Sendable {
    /// The screening's id.
    public let screeningID: String
    /// How many tickets.
    public let quantity: Int
    /// The price of one ticket when the order was placed.
    public let unitPrice: MoneyJSON
    /// Quantity times unit price.
    public let subtotal: MoneyJSON
    /// The movie shown, when the screening is known.
    public let movieTitle: String?
    /// The hall, when the screening is known.
    public let hall: String?
    /// The start, ISO 8601 with offset, when the screening is known.
    public let startsAt: String?

    /// The JSON form of `line`, described by `screening` when known.
    public init(_ line: OrderLine, screening: Screening?, times: LocalTimeFormat) {
        screeningID = line.screeningID.rawValue
        quantity = line.quantity
        unitPrice = MoneyJSON(line.unitPrice)
        subtotal = MoneyJSON(line.subtotal)
        movieTitle = screening?.movieTitle
        hall = screening?.hall.name
        startsAt = screening.map { times.iso8601(from: $0.startsAt) }
    }

    private enum CodingKeys: String, CodingKey {
        case screeningID, quantity, unitPrice, subtotal, movieTitle, hall, startsAt
    }

    /// Writes every field, unknown ones as `null`, so scripts can rely on the keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screeningID, forKey: .screeningID)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(unitPrice, forKey: .unitPrice)
        try container.encode(subtotal, forKey: .subtotal)
        try container.encode(movieTitle, forKey: .movieTitle)
        try container.encode(hall, forKey: .hall)
        try container.encode(startsAt, forKey: .startsAt)
    }
}

/// The stable JSON form of `orders list --json`:
/// `{"customerID": String, "customerName": String, "orders": [order…]}`, newest first.
public struct OrdersJSON: Codable, Equatable, Sendable {
    /// The customer's user id.
    public let customerID: String
    /// The customer's name.
    public let customerName: String
    /// The customer's orders, newest first.
    public let orders: [OrderJSON]

    /// The JSON form of `customer`'s `orders`, in the order given.
    public init(customer: User, orders: [Order], screenings: [ScreeningID: Screening], times: LocalTimeFormat) {
        customerID = customer.id.rawValue
        customerName = customer.name.displayName
        self.orders = orders.map { OrderJSON($0, customer: customer, screenings: screenings, times: times) }
    }

    /// The JSON form of the orders a view model loaded, or `nil` when it loaded none.
    @MainActor public init?(_ viewModel: CustomerOrdersViewModel) {
        guard let customer = viewModel.customer else { return nil }
        self.init(
            customer: customer, orders: viewModel.loadedOrders, screenings: viewModel.screenings,
            times: viewModel.times
        )
    }
}
