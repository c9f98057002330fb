/// Where orders are kept — and the one place seats change, atomically with
/// the order that holds them.
///
/// ## Why the writes look like this
///
/// Placing an order changes two aggregates: the new ``Order`` and each
/// ``Screening`` it reserves seats on. Two customers racing for the last seats
/// must not both succeed, so "reserve, then save the order" cannot be two
/// port calls, and saving screening *snapshots* would lose one of two
/// concurrent reservations. Instead each write method names a domain event
/// and the store applies it in one transaction, **re-running the aggregates'
/// own rules on the current stored state**: ``place(_:)`` calls
/// ``Screening/reserve(_:)`` on each stored screening;
/// ``recordPayment(of:at:by:)`` calls ``Order/pay(at:by:)`` on the stored order;
/// ``recordCancellation(of:at:by:allowingRefund:)`` calls ``Order/cancel(at:by:allowingRefund:)`` and
/// ``Screening/release(_:)``; ``releaseExpiredHolds(at:)`` calls
/// ``Order/expireHold(at:)`` and ``Screening/release(_:)``. The rules stay in Domain (no capacity
/// arithmetic in SQL), the store contributes only isolation, and there is no
/// version column and no retry loop. For SQLite: `BEGIN IMMEDIATE`, read the
/// rows, map them to domain values, apply the domain method, write, `COMMIT`
/// (or `ROLLBACK` on any throw).
///
/// There is no plain `save(order)`: an order's status can only move through
/// those two methods, which take the event (which order, when) rather than a
/// changed copy, so a caller cannot store a status the rules would refuse, and
/// a payment and a cancellation racing each other cannot both win.
///
/// One implementation usually serves both this port and ``ScreeningRepository``
/// (one database, or one actor in tests), since the transaction spans both.
public protocol OrderRepository: Sendable {
    /// Stores a new order — unpaid, or a walk-in's paid as it is placed —
    /// and reserves its seats: for every line, the stored screening's
    /// ``Screening/reserve(_:)`` with the line's quantity. All or nothing.
    ///
    /// A store that keeps users beside orders also checks, in the same
    /// transaction, that the customer is stored (a foreign key says so too),
    /// so an order cannot be placed for a customer deleted at the same moment
    /// (a walk-in's order has no customer to check).
    ///
    /// - Throws: ``BoxOfficeError/unknownUser(_:)`` for a customer such a
    ///   store does not hold; ``BoxOfficeError/unknownScreening(_:)`` for a line whose
    ///   screening is not stored; ``BoxOfficeError/soldOut(seatsLeft:)`` when a
    ///   screening no longer has the seats; ``BoxOfficeError/storageFailed(_:)``
    ///   (also for an identifier already stored). Nothing is written when it throws.
    func place(_ order: Order) async throws(BoxOfficeError)

    /// Pays the stored order `id`: its ``Order/pay(at:by:)`` with `time` and
    /// `desk`, stored if it succeeds.
    ///
    /// - Returns: The paid order, as stored.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   with the stored status when it was paid or cancelled (also meanwhile);
    ///   ``BoxOfficeError/storageFailed(_:)``. Nothing is written when it throws.
    func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError) -> Order

    /// Cancels the stored order `id` — its
    /// ``Order/cancel(at:by:allowingRefund:)`` with `time`, `desk` and
    /// `allowingRefund`: an unpaid order is cancelled, a paid one refunded —
    /// and frees its seats: for every line, the stored screening's
    /// ``Screening/release(_:)``. All or nothing.
    ///
    /// - Returns: The cancelled or refunded order, as stored.
    /// - Throws: ``BoxOfficeError/unknownOrder(_:)``; ``BoxOfficeError/orderNotUnpaid(_:)``
    ///   with the stored status when it was cancelled or refunded (also
    ///   meanwhile), or paid while `allowingRefund` is `false`;
    ///   ``BoxOfficeError/storageFailed(_:)``. Nothing is written when it throws.
    func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order

    /// Expires every unpaid order whose hold has run out by `time` — its
    /// ``Order/expireHold(at:)`` — and frees its seats: for every line, the
    /// stored screening's ``Screening/release(_:)``. All or nothing.
    ///
    /// A store finds nothing to expire without writing (the common case, and
    /// the one that keeps a read-only store readable).
    ///
    /// - Returns: How many orders expired.
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``. Nothing is written when it throws.
    func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int

    /// Calls off the stored screening `id` — its ``Screening/cancel(at:by:)``
    /// with `time` and `desk` — and every order that holds its seats: each
    /// one's ``Order/cancel(at:by:allowingRefund:)`` (an unpaid order is
    /// cancelled, a paid one refunded), and for every line of those orders
    /// the stored screening's ``Screening/release(_:)``. All or nothing, and
    /// atomic with respect to every other write, so an order placed at the
    /// same moment is either cancelled with the rest or refused.
    ///
    /// Orders whose hold had run out by `time` are expired rather than
    /// cancelled (call ``releaseExpiredHolds(at:)`` first).
    ///
    /// - Returns: The cancelled screening with the orders it cancelled or refunded.
    /// - Throws: ``BoxOfficeError/unknownScreening(_:)``;
    ///   ``BoxOfficeError/screeningCancelled(_:)`` when it was called off
    ///   already (also meanwhile); ``BoxOfficeError/storageFailed(_:)``.
    ///   Nothing is written when it throws.
    func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact

    /// The order with this identifier, or `nil`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func order(withID id: OrderID) async throws(BoxOfficeError) -> Order?

    /// Every order `customer` placed, in no particular order.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order]

    /// Every order with at least one line for one of `screenings`, in no
    /// particular order (the day's overview).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order]

    /// Whether `customer` has at least one unpaid order.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool
}
