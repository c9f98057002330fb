/// That a screening was called off: when, and by which desk.
public struct ScreeningCancellation: Hashable, Sendable {
    /// When it was cancelled.
    public let at: Timestamp
    /// The desk that cancelled it; `nil` where no desk was involved (the
    /// command line on its own data file).
    public let by: DeskName?

    /// Records a cancellation.
    public init(at time: Timestamp, by desk: DeskName?) {
        at = time
        by = desk
    }
}

/// A screening to be called off, or called off, with the orders that held
/// its seats: each is cancelled if unpaid, refunded if paid — the whole
/// order, its lines for other screenings too, since it was bought as one.
///
/// Before the cancellation (``CancelScreeningUseCase/impact(of:)``) the
/// orders are as they stand; after it (``CancelScreeningUseCase/execute(_:)``)
/// they are cancelled or refunded.
public struct ScreeningCancellationImpact: Hashable, Sendable {
    /// The screening, as stored.
    public let screening: Screening
    /// The orders that hold (or held, until the cancellation) seats of it,
    /// oldest first.
    public let orders: [Order]

    /// Creates the impact; `orders` are sorted oldest first, and those that
    /// expired (their hold ran out first) are left out.
    public init(screening: Screening, orders: [Order]) {
        self.screening = screening
        self.orders = orders.filter { order in
            if case .expired = order.status { false } else { true }
        }.sorted { ($0.placedAt, $0.id.rawValue) < ($1.placedAt, $1.id.rawValue) }
    }

    /// Orders that are (or were) unpaid: cancelled by it.
    public var ordersCancelled: [Order] {
        orders.filter {
            switch $0.status {
            case .unpaid, .cancelled: true
            case .paid, .refunded, .expired: false
            }
        }
    }

    /// Orders that are (or were) paid: refunded by it.
    public var ordersRefunded: [Order] {
        orders.filter {
            switch $0.status {
            case .paid, .refunded: true
            case .unpaid, .cancelled, .expired: false
            }
        }
    }

    /// Seats of this screening the orders hold (or held).
    public var seats: Int {
        orders.reduce(0) { sum, order in
            sum + order.lines.filter { $0.screeningID == screening.id }.reduce(0) { $0 + $1.quantity }
        }
    }

    /// The money that goes (or went) back: the refunded orders' totals, per
    /// currency, by currency code.
    ///
    /// - Throws: ``BoxOfficeError/overflow`` for a sum too large.
    public func moneyBack() throws(BoxOfficeError) -> [Money] {
        let byCurrency = Dictionary(grouping: ordersRefunded.map(\.total), by: \.currency)
        var sums: [Money] = []
        for (currency, amounts) in byCurrency {
            sums.append(try Money.sum(amounts, in: currency))
        }
        return sums.sorted { $0.currency.code < $1.currency.code }
    }
}
