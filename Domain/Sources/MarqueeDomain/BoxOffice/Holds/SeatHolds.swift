/// How long an unpaid order holds its seats, and the release of the holds
/// that ran out: the cinema's rule, run by the use cases before they decide.
///
/// A new order is held for ``minutes`` (``Order/heldUntil``). Nothing wakes
/// up when a hold ends: every use case that sells, pays, cancels or shows
/// seats first asks the store to expire the orders whose hold has ended
/// (``OrderRepository/releaseExpiredHolds(at:)``), so what it reads and
/// decides on is current; and ``Order/pay(at:by:)`` refuses an order whose
/// hold ended even before the store expired it.
public struct SeatHolds: Sendable {
    /// How long an unpaid order holds its seats unless the cinema says otherwise.
    public static let defaultMinutes = 15
    /// The holds a cinema may set: a minute to a day.
    public static let minutesRange = 1...1440

    /// How long a new order holds its seats, within ``minutesRange``.
    public let minutes: Int
    private let orders: any OrderRepository
    private let clock: any TimeSource

    /// Creates the rule over the orders and the clock.
    ///
    /// - Parameters:
    ///   - minutes: How long a new order holds its seats; brought into
    ///     ``minutesRange`` (the App refuses a setting outside it before).
    ///   - orders: Where the holds are kept.
    ///   - clock: The time now, by which a hold has run out or not.
    public init(minutes: Int = defaultMinutes, orders: any OrderRepository, clock: any TimeSource) {
        self.minutes = min(max(minutes, Self.minutesRange.lowerBound), Self.minutesRange.upperBound)
        self.orders = orders
        self.clock = clock
    }

    /// When an order placed at `time` stops holding its seats.
    public func heldUntil(placedAt time: Timestamp) -> Timestamp {
        time.adding(minutes: minutes)
    }

    /// Expires every unpaid order whose hold has run out by now, releasing
    /// its seats, before a use case writes.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func releaseExpired() async throws(BoxOfficeError) {
        _ = try await orders.releaseExpiredHolds(at: await clock.now())
    }

    /// As ``releaseExpired()``, before a use case reads: on a store that
    /// cannot be written (a read-only data directory) the holds stay as
    /// stored and the read goes on, since reading must keep working there.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for any other failure.
    public func releaseExpiredBeforeReading() async throws(BoxOfficeError) {
        do {
            try await releaseExpired()
        } catch {
            guard case let .storageFailed(failure) = error, failure.reason == .readOnly else { throw error }
        }
    }
}
