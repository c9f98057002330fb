public import MarqueeDomain

/// A ``/MarqueeDomain/TimeSource`` that moves one second forward every time it is read, so
/// every use gets its own, strictly later time (least-recently-used orders,
/// for instance, never tie).
public actor TickingTimeSource: TimeSource {
    private var next: Timestamp

    /// Creates a clock whose first reading is `start`.
    public init(start: Timestamp = SharedFixtures.now) {
        next = start
    }

    /// The next second: each reading is one second after the one before.
    public func now() async -> Timestamp {
        defer { next = Timestamp(secondsSinceEpoch: next.secondsSinceEpoch &+ 1) }
        return next
    }
}
