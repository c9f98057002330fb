/// The box office's overview of a stretch of time — a day, as front ends
/// ask for it: every screening starting in it, with its seats and money, and
/// the totals.
///
/// Money is counted per order line, by the status of the line's order: a
/// paid order's lines are takings, an unpaid order's lines are owed (their
/// seats held), a refunded order's lines were given back. Cancelled orders
/// count nowhere. Totals are per currency, since screenings may be priced in
/// several.
public struct DayReport: Hashable, Sendable {
    /// One screening's seats and money.
    public struct Row: Hashable, Sendable {
        /// The screening, as stored when the report was made.
        public let screening: Screening
        /// Seats of paid orders.
        public let seatsPaid: Int
        /// Seats held by unpaid orders.
        public let seatsHeld: Int
        /// Money taken: the paid orders' lines for this screening.
        public let paid: Money
        /// Money owed: the unpaid orders' lines.
        public let unpaid: Money
        /// Money given back: the refunded orders' lines.
        public let refunded: Money

        /// Creates a row.
        public init(screening: Screening, seatsPaid: Int, seatsHeld: Int, paid: Money, unpaid: Money, refunded: Money) {
            self.screening = screening
            self.seatsPaid = seatsPaid
            self.seatsHeld = seatsHeld
            self.paid = paid
            self.unpaid = unpaid
            self.refunded = refunded
        }

        /// Seats neither paid nor held; none for a cancelled screening, which sells nothing.
        public var seatsFree: Int { screening.isCancelled ? 0 : screening.capacity - seatsPaid - seatsHeld }
    }

    /// The first instant covered.
    public let from: Timestamp
    /// The first instant after the stretch.
    public let to: Timestamp
    /// The screenings starting in the stretch, earliest first, then by hall.
    public let rows: [Row]
    /// Money taken, one amount per currency, by currency code.
    public let paid: [Money]
    /// Money owed by unpaid orders, per currency.
    public let unpaid: [Money]
    /// Money given back, per currency.
    public let refunded: [Money]

    /// Creates a report.
    public init(from: Timestamp, to: Timestamp, rows: [Row], paid: [Money], unpaid: [Money], refunded: [Money]) {
        self.from = from
        self.to = to
        self.rows = rows
        self.paid = paid
        self.unpaid = unpaid
        self.refunded = refunded
    }

    /// Tickets of paid orders across the rows.
    public var seatsPaid: Int { rows.reduce(0) { $0 + $1.seatsPaid } }
    /// Seats held by unpaid orders across the rows.
    public var seatsHeld: Int { rows.reduce(0) { $0 + $1.seatsHeld } }
    /// Seats neither paid nor held across the rows.
    public var seatsFree: Int { rows.reduce(0) { $0 + $1.seatsFree } }

    /// Builds the report of `screenings` from the `orders` that name them.
    ///
    /// Screenings outside `from..<to` are left out; lines of other
    /// screenings are ignored.
    ///
    /// - Throws: ``BoxOfficeError/overflow`` for sums too large;
    ///   ``BoxOfficeError/mixedCurrencies(_:_:)`` for a line priced in another
    ///   currency than its screening.
    public static func of(
        _ screenings: [Screening], orders: [Order], from: Timestamp, to: Timestamp
    ) throws(BoxOfficeError) -> DayReport {
        let covered = screenings.filter { $0.startsAt >= from && $0.startsAt < to }
            .sorted { ($0.startsAt, $0.hall, $0.id) < ($1.startsAt, $1.hall, $1.id) }
        var tallies = Dictionary(
            uniqueKeysWithValues: covered.map { ($0.id, Tally(currency: $0.ticketPrice.currency)) })
        for order in orders {
            for line in order.lines where tallies[line.screeningID] != nil {
                try tallies[line.screeningID]?.count(line, status: order.status)
            }
        }
        var paid = Totals()
        var unpaid = Totals()
        var refunded = Totals()
        var rows: [Row] = []
        for screening in covered {
            guard let tally = tallies[screening.id] else { continue }
            try paid.add(tally.paid)
            try unpaid.add(tally.unpaid)
            try refunded.add(tally.refunded)
            rows.append(
                Row(
                    screening: screening, seatsPaid: tally.seatsPaid, seatsHeld: tally.seatsHeld, paid: tally.paid,
                    unpaid: tally.unpaid, refunded: tally.refunded))
        }
        return DayReport(
            from: from, to: to, rows: rows, paid: paid.amounts, unpaid: unpaid.amounts, refunded: refunded.amounts)
    }
}

/// One screening's counts while a report is made.
private struct Tally {
    var seatsPaid = 0
    var seatsHeld = 0
    var paid: Money
    var unpaid: Money
    var refunded: Money

    init(currency: Currency) {
        paid = .zero(currency)
        unpaid = .zero(currency)
        refunded = .zero(currency)
    }

    mutating func count(_ line: OrderLine, status: OrderStatus) throws(BoxOfficeError) {
        switch status {
        case .paid:
            seatsPaid += line.quantity
            paid = try paid.adding(line.subtotal)
        case .unpaid:
            seatsHeld += line.quantity
            unpaid = try unpaid.adding(line.subtotal)
        case .refunded:
            refunded = try refunded.adding(line.subtotal)
        case .cancelled, .expired:
            break
        }
    }
}

/// Sums per currency, listed by currency code.
private struct Totals {
    private var byCurrency: [String: Money] = [:]

    mutating func add(_ amount: Money) throws(BoxOfficeError) {
        let code = amount.currency.code
        byCurrency[code] = try (byCurrency[code] ?? .zero(amount.currency)).adding(amount)
    }

    var amounts: [Money] { byCurrency.keys.sorted().compactMap { byCurrency[$0] } }
}
