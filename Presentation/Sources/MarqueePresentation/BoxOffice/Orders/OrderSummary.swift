public import MarqueeDomain

/// One order, ready to show: who, what, how much, and where it stands.
public struct OrderSummary: Equatable, Sendable, Identifiable {
    /// One line of the order, ready to show.
    public struct Line: Equatable, Sendable {
        /// The screening the tickets are for.
        public let screeningID: ScreeningID
        /// How many tickets.
        public let quantity: Int
        /// The price of one ticket, such as `EUR 12.50`.
        public let unitPrice: String
        /// Quantity times unit price.
        public let subtotal: String
        /// The screening as `Alien, 2026-12-24 20:00, hall A`, when it is
        /// still stored (past ones too); `nil` otherwise.
        public let screening: String?

        /// Creates a line from its shown parts.
        public init(screeningID: ScreeningID, quantity: Int, unitPrice: String, subtotal: String, screening: String?) {
            self.screeningID = screeningID
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.subtotal = subtotal
            self.screening = screening
        }
    }

    /// The order's identity.
    public let id: OrderID
    /// The customer's name, or `deleted customer (ID)` when they were deleted
    /// after ordering (their orders and takings stay).
    public let customer: String
    /// The lines, in order.
    public let lines: [Line]
    /// How many tickets in all.
    public let ticketCount: Int
    /// The total, such as `EUR 25.00`.
    public let total: String
    /// When the order was placed, in the local zone.
    public let placedAt: String
    /// `unpaid`, `paid`, `cancelled`, `refunded` or `expired`.
    public let status: String
    /// When it was paid, cancelled, refunded or expired, in the local zone; `nil` while unpaid.
    public let statusTime: String?
    /// Until when an unpaid order holds its seats, in the local zone; `nil`
    /// once settled, or for an order held until paid or cancelled.
    public let heldUntil: String?
    /// The same instant, to count down from; `nil` as for ``heldUntil``.
    public let heldUntilTime: Timestamp?
    /// The desk that placed it; `nil` when no desk did (the command line on
    /// its own data file).
    public let placedBy: String?
    /// The desk that paid, cancelled or refunded it; `nil` while unpaid or when no desk did.
    public let settledBy: String?

    /// Whether the order can still be paid or cancelled.
    public let isUnpaid: Bool
    /// Whether the order is paid, so cancelling it refunds it.
    public let isPaid: Bool

    /// The status with its time, such as `paid 2026-11-22 13:05`, or how
    /// long an unpaid order is held: `unpaid, held until 2026-11-22 13:16`.
    public var statusText: String {
        if let statusTime { return "\(status) \(statusTime)" }
        return heldUntil.map { "\(status), held until \($0)" } ?? status
    }

    /// ``statusText`` with how long the hold has left at `now`, while the
    /// order is held: `unpaid, held until 2026-11-22 13:16 (12 min left)`.
    public func statusText(at now: Timestamp?) -> String {
        guard let now, let end = heldUntilTime else { return statusText }
        let seconds = end.secondsSinceEpoch - now.secondsSinceEpoch
        let left =
            switch seconds {
            case ...0: "the hold has run out"
            case ..<60: "less than a minute left"
            default: "\(seconds / 60) min left"
            }
        return "\(statusText) (\(left))"
    }

    /// When it was placed, and by which desk: `2026-11-22 13:01 by front-1`.
    public var placedText: String { placedBy.map { "\(placedAt) by \($0)" } ?? placedAt }

    /// The status with its time and desk: `paid 2026-11-22 13:05 by foyer`.
    public var settledText: String { settledBy.map { "\(statusText) by \($0)" } ?? statusText }

    /// Creates the summary of a receipt.
    ///
    /// - Parameters:
    ///   - receipt: The order with its customer and screenings.
    ///   - times: The zone times are shown in.
    public init(receipt: OrderReceipt, times: LocalTimeFormat) {
        let order = receipt.order
        id = order.id
        // A customer deleted after ordering keeps their orders, without a
        // name; a walk-in has none (issue 36).
        customer =
            if let id = order.customer {
                receipt.customer?.name.displayName ?? "deleted customer (\(id.rawValue))"
            } else {
                "walk-in"
            }
        lines = order.lines.map { line in
            Line(
                screeningID: line.screeningID, quantity: line.quantity, unitPrice: line.unitPrice.displayText,
                subtotal: line.subtotal.displayText,
                screening: receipt.screening(line.screeningID).map {
                    "\($0.movieTitle), \(times.string(from: $0.startsAt)), hall \($0.hall)"
                }
            )
        }
        ticketCount = order.ticketCount
        total = order.total.displayText
        placedAt = times.string(from: order.placedAt)
        status = order.status.label
        statusTime = order.status.time.map(times.string(from:))
        isUnpaid = order.status.isUnpaid
        heldUntilTime = isUnpaid ? order.heldUntil : nil
        heldUntil = heldUntilTime.map(times.string(from:))
        if case .paid = order.status { isPaid = true } else { isPaid = false }
        placedBy = order.placedBy?.displayName
        settledBy = order.settledBy?.displayName
    }
}

extension OrderStatus {
    /// `unpaid`, `paid`, `cancelled`, `refunded` or `expired`: the word screens and `--json` use.
    var label: String {
        switch self {
        case .unpaid: "unpaid"
        case .paid: "paid"
        case .cancelled: "cancelled"
        case .refunded: "refunded"
        case .expired: "expired"
        }
    }

    /// When the order was paid, cancelled, refunded or expired; `nil` while unpaid.
    var time: Timestamp? { settledAt }
}
