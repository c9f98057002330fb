/// Where an ``Order`` is in its life: unpaid, then paid, cancelled or expired
/// (its hold ran out); a paid order can still be refunded. Cancelled,
/// expired and refunded are final.
public enum OrderStatus: Hashable, Sendable {
    /// Placed, seats held, not paid yet.
    case unpaid
    /// Paid at this time.
    case paid(at: Timestamp)
    /// Cancelled unpaid at this time; its seats were released.
    case cancelled(at: Timestamp)
    /// Paid, then cancelled at this time: the money goes back and its seats
    /// were released.
    case refunded(at: Timestamp)
    /// Left unpaid until its hold ran out at this time (``Order/heldUntil``);
    /// its seats were released.
    case expired(at: Timestamp)

    /// Whether the order can still be paid.
    public var isUnpaid: Bool { self == .unpaid }

    /// Whether the order still holds its seats: unpaid or paid.
    public var holdsSeats: Bool {
        switch self {
        case .unpaid, .paid: true
        case .cancelled, .refunded, .expired: false
        }
    }

    /// When the order was paid, cancelled, refunded or expired; `nil` while unpaid.
    public var settledAt: Timestamp? {
        switch self {
        case .unpaid: nil
        case let .paid(time), let .cancelled(time), let .refunded(time), let .expired(time): time
        }
    }
}
