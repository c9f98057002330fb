/// Where an ``Order`` is in its life: unpaid, then paid or cancelled for good.
public enum OrderStatus: Hashable, Sendable {
    /// Placed, seats held, not paid yet.
    case unpaid
    /// Paid at this time.
    case paid(at: Timestamp)
    /// Cancelled at this time; its seats were released.
    case cancelled(at: Timestamp)

    /// Whether the order can still be paid or cancelled.
    public var isUnpaid: Bool { self == .unpaid }
}
