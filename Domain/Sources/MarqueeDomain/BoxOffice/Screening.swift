/// One showing of a movie in a hall: the aggregate root that owns its seats.
///
/// Seats are counted, not numbered. The one invariant — never fewer than 0
/// nor more than ``capacity`` seats sold — is kept here, by ``reserve(_:)``
/// and ``release(_:)``; every write path (including the store's atomic
/// ``OrderRepository/place(_:)``) goes through them.
public struct Screening: Identifiable, Hashable, Sendable {
    /// Capacities accepted: at least one seat, at most a very large hall.
    public static let capacityRange = 1...10_000
    /// Running times accepted, in minutes.
    public static let runtimeRange = 1...1_000
    /// Minutes a hall needs after a screening before the next can start:
    /// the audience leaves, the hall is cleaned, the next audience comes in.
    public static let cleaningMinutes = 30

    /// The screening's identity.
    public let id: ScreeningID
    /// The movie shown.
    public let movieID: MovieID
    /// The movie's title as it was when the screening was scheduled; kept so the
    /// program can be listed without asking the catalog again.
    public let movieTitle: String
    /// Where it is shown.
    public let hall: Hall
    /// When it starts.
    public let startsAt: Timestamp
    /// How long the movie runs, in minutes.
    public let runtimeMinutes: Int
    /// How many seats the hall has for it.
    public let capacity: Int
    /// The price of one ticket.
    public let ticketPrice: Money
    /// How many seats are sold (or held by unpaid orders).
    public private(set) var seatsSold: Int
    /// When and by which desk it was called off; `nil` while it is on.
    /// A cancelled screening sells nothing, changes no more and no longer
    /// takes its hall.
    public private(set) var cancellation: ScreeningCancellation?

    /// Creates a screening: a new one from ``BoxOfficeFactory``, or a stored one
    /// from a repository (with its `seatsSold`).
    ///
    /// - Throws: ``BoxOfficeError/invalidCapacity(_:)``, ``BoxOfficeError/invalidRuntime(_:)``,
    ///   ``BoxOfficeError/invalidPrice(_:)`` for a negative price, or
    ///   ``BoxOfficeError/invalidQuantity(_:)`` when `seatsSold` is outside 0...capacity.
    public init(
        id: ScreeningID,
        movieID: MovieID,
        movieTitle: String,
        hall: Hall,
        startsAt: Timestamp,
        runtimeMinutes: Int,
        capacity: Int,
        ticketPrice: Money,
        seatsSold: Int = 0,
        cancellation: ScreeningCancellation? = nil
    ) throws(BoxOfficeError) {
        guard Self.capacityRange.contains(capacity) else { throw .invalidCapacity(capacity) }
        guard Self.runtimeRange.contains(runtimeMinutes) else { throw .invalidRuntime(runtimeMinutes) }
        guard !ticketPrice.isNegative else { throw .invalidPrice(ticketPrice.description) }
        guard (0...capacity).contains(seatsSold) else { throw .invalidQuantity(seatsSold) }
        self.id = id
        self.movieID = movieID
        self.movieTitle = movieTitle
        self.hall = hall
        self.startsAt = startsAt
        self.runtimeMinutes = runtimeMinutes
        self.capacity = capacity
        self.ticketPrice = ticketPrice
        self.seatsSold = seatsSold
        self.cancellation = cancellation
    }

    /// Whether it was called off.
    public var isCancelled: Bool { cancellation != nil }

    /// Seats still for sale.
    public var seatsLeft: Int { capacity - seatsSold }

    /// Whether every seat is sold.
    public var isSoldOut: Bool { seatsLeft == 0 }

    /// When the movie ends.
    public var endsAt: Timestamp { startsAt.adding(minutes: runtimeMinutes) }

    /// When the hall is free again: the end plus ``cleaningMinutes``.
    public var hallFreeAt: Timestamp { endsAt.adding(minutes: Self.cleaningMinutes) }

    /// Sells `seats` seats.
    ///
    /// - Throws: ``BoxOfficeError/invalidQuantity(_:)`` below 1;
    ///   ``BoxOfficeError/screeningCancelled(_:)`` once it was called off;
    ///   ``BoxOfficeError/soldOut(seatsLeft:)`` when fewer are left. Nothing changes when it throws.
    public mutating func reserve(_ seats: Int) throws(BoxOfficeError) {
        guard seats >= 1 else { throw .invalidQuantity(seats) }
        guard !isCancelled else { throw .screeningCancelled(id) }
        guard seats <= seatsLeft else { throw .soldOut(seatsLeft: seatsLeft) }
        seatsSold += seats
    }

    /// Puts `seats` sold seats back on sale, as when an order is cancelled.
    ///
    /// - Throws: ``BoxOfficeError/invalidQuantity(_:)`` below 1 or above ``seatsSold``.
    ///   Nothing changes when it throws.
    public mutating func release(_ seats: Int) throws(BoxOfficeError) {
        guard seats >= 1, seats <= seatsSold else { throw .invalidQuantity(seats) }
        seatsSold -= seats
    }

    /// Whether this screening and `other` need the same hall at the same time,
    /// counting the cleaning after each. A screening never conflicts with
    /// itself, and a cancelled one with none.
    public func conflicts(with other: Screening) -> Bool {
        hall == other.hall && id != other.id && !isCancelled && !other.isCancelled
            && startsAt < other.hallFreeAt && other.startsAt < hallFreeAt
    }

    /// Calls the screening off: it is recorded as cancelled at `time` by
    /// `desk`. Its orders are cancelled or refunded, and their seats
    /// released, by whoever cancels it (the use case, then the store's
    /// ``OrderRepository/recordScreeningCancellation(of:at:by:)``).
    ///
    /// - Throws: ``BoxOfficeError/screeningCancelled(_:)`` when it was called off already.
    public mutating func cancel(at time: Timestamp, by desk: DeskName?) throws(BoxOfficeError) {
        guard !isCancelled else { throw .screeningCancelled(id) }
        cancellation = ScreeningCancellation(at: time, by: desk)
    }
}
