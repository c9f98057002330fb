/// Where an ``Order`` is in its life: unpaid, then paid or cancelled; a paid
/// order can still be refunded. Cancelled and refunded are final.
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

    /// Whether the order can still be paid.
    public var isUnpaid: Bool { self == .unpaid }

    /// Whether the order still holds its seats: unpaid or paid.
    public var holdsSeats: Bool {
        switch self {
        case .unpaid, .paid: true
        case .cancelled, .refunded: false
        }
    }

    /// When the order was paid, cancelled or refunded; `nil` while unpaid.
    public var settledAt: Timestamp? {
        switch self {
        case .unpaid: nil
        case let .paid(time), let .cancelled(time), let .refunded(time): time
        }
    }
}
