/// A customer's order for tickets: an entity identified by its ``OrderID``.
///
/// Its status only moves forward, from unpaid to paid or to cancelled, and from
/// paid to refunded, through ``pay(at:by:)`` and ``cancel(at:by:allowingRefund:)``;
/// an unpaid order whose hold runs out (``heldUntil``) expires through
/// ``expireHold(at:)``. It
/// records the desk that placed it and the last one that paid, cancelled or
/// refunded it. Freeing the seats of a cancelled or refunded order is not the
/// order's business (the seats belong to each ``Screening``):
/// the cancel use case and the store's ``OrderRepository/recordCancellation(of:at:by:allowingRefund:)``
/// coordinate that.
public struct Order: Identifiable, Hashable, Sendable {
    /// The order's identity.
    public let id: OrderID
    /// Who ordered; `nil` for a walk-in: tickets sold at the desk to
    /// someone who is not registered, paid at once.
    public let customer: UserID?
    /// The tickets, one line per screening.
    public let lines: [OrderLine]
    /// The sum of the lines' subtotals.
    public let total: Money
    /// When the order was placed.
    public let placedAt: Timestamp
    /// The desk that placed it; `nil` where no desk was involved (the
    /// command line on its own data file).
    public let placedBy: DeskName?
    /// Until when its seats are held unpaid: from this time on, an unpaid
    /// order expires and its seats go back on sale. `nil` holds them until
    /// the order is paid or cancelled.
    public let heldUntil: Timestamp?
    /// Unpaid, paid, cancelled or refunded, with the time it happened.
    public private(set) var status: OrderStatus
    /// The desk that paid, cancelled or refunded it (the last of these); `nil`
    /// while unpaid, or where no desk was involved.
    public private(set) var settledBy: DeskName?

    /// Creates an order: a new one from ``BoxOfficeFactory``, or a stored one
    /// from a repository (with its status).
    ///
    /// - Throws: ``BoxOfficeError/emptyOrder`` without lines;
    ///   ``BoxOfficeError/duplicateLine(_:)`` for two lines of one screening;
    ///   ``BoxOfficeError/mixedCurrencies(_:_:)`` when lines are priced in
    ///   different currencies; ``BoxOfficeError/overflow`` for a total too large.
    public init(
        id: OrderID,
        customer: UserID?,
        lines: [OrderLine],
        placedAt: Timestamp,
        placedBy: DeskName? = nil,
        heldUntil: Timestamp? = nil,
        status: OrderStatus = .unpaid,
        settledBy: DeskName? = nil
    ) throws(BoxOfficeError) {
        guard let first = lines.first else { throw .emptyOrder }
        var seen = Set<ScreeningID>()
        for line in lines where !seen.insert(line.screeningID).inserted {
            throw .duplicateLine(line.screeningID)
        }
        self.id = id
        self.customer = customer
        self.lines = lines
        self.total = try Money.sum(lines.map(\.subtotal), in: first.unitPrice.currency)
        self.placedAt = placedAt
        self.placedBy = placedBy
        self.heldUntil = heldUntil
        self.status = status
        self.settledBy = status.isUnpaid ? nil : settledBy
    }

    /// Whether it was sold to a walk-in, no registered customer.
    public var isWalkIn: Bool { customer == nil }

    /// How many tickets the order holds across its lines.
    public var ticketCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Whether the order is unpaid and its hold has run out at `time`.
    public func holdHasRunOut(at time: Timestamp) -> Bool {
        guard status.isUnpaid, let heldUntil else { return false }
        return heldUntil <= time
    }

    /// Expires an unpaid order whose hold has run out at `time`: its status
    /// becomes ``OrderStatus/expired(at:)`` with the time the hold ended, and
    /// its seats are to be released (as for a cancellation). No desk did it.
    ///
    /// - Returns: Whether it expired; `false` (and unchanged) for an order
    ///   that is not unpaid, holds without a time, or is still held at `time`.
    public mutating func expireHold(at time: Timestamp) -> Bool {
        guard holdHasRunOut(at: time), let heldUntil else { return false }
        status = .expired(at: heldUntil)
        settledBy = nil
        return true
    }

    /// Marks the order paid.
    ///
    /// - Parameters:
    ///   - time: When the payment happened, from the ``TimeSource``.
    ///   - desk: The desk that took it; `nil` where no desk was involved.
    /// - Throws: ``BoxOfficeError/orderNotUnpaid(_:)`` unless the order is
    ///   unpaid and still held at `time` (with ``OrderStatus/expired(at:)``
    ///   when its hold has run out, stored or not).
    public mutating func pay(at time: Timestamp, by desk: DeskName? = nil) throws(BoxOfficeError) {
        try refuseIfHoldRanOut(at: time)
        guard status.isUnpaid else { throw .orderNotUnpaid(status) }
        status = .paid(at: time)
        settledBy = desk
    }

    /// Cancels the order: an unpaid one becomes cancelled, a paid one
    /// refunded. Either way its seats are to be released.
    ///
    /// - Parameters:
    ///   - time: When the cancellation happened, from the ``TimeSource``.
    ///   - desk: The desk that cancelled it; `nil` where no desk was involved.
    ///   - allowingRefund: Whether a paid order may be refunded. A caller that
    ///     saw the order unpaid passes `false`, so an order paid meanwhile is
    ///     refused rather than refunded by someone who meant to cancel it.
    /// - Throws: ``BoxOfficeError/orderNotUnpaid(_:)`` with the status when the
    ///   order is cancelled or refunded already, or paid and `allowingRefund`
    ///   is `false`; with ``OrderStatus/expired(at:)`` when its hold has run
    ///   out (its seats are released by expiring it, ``expireHold(at:)``).
    public mutating func cancel(
        at time: Timestamp, by desk: DeskName? = nil, allowingRefund: Bool = true
    ) throws(BoxOfficeError) {
        try refuseIfHoldRanOut(at: time)
        switch status {
        case .unpaid: status = .cancelled(at: time)
        case .paid where allowingRefund: status = .refunded(at: time)
        case .paid, .cancelled, .refunded, .expired: throw .orderNotUnpaid(status)
        }
        settledBy = desk
    }

    /// An unpaid order whose hold has run out by `time` can no longer be paid
    /// or cancelled, whether or not the store has expired it yet.
    private func refuseIfHoldRanOut(at time: Timestamp) throws(BoxOfficeError) {
        if holdHasRunOut(at: time), let heldUntil { throw .orderNotUnpaid(.expired(at: heldUntil)) }
    }
}
