/// What a manager changes about a screening still to come: when it starts,
/// where, or (while no seat is sold or held) what a ticket costs. What is
/// not given stays as it is.
public struct ScreeningChange: Hashable, Sendable {
    /// The new start; `nil` keeps it.
    public var startsAt: Timestamp?
    /// The new hall; `nil` keeps it.
    public var hall: Hall?
    /// The new price of a ticket; `nil` keeps it.
    public var ticketPrice: Money?

    /// A change of these parts.
    public init(startsAt: Timestamp? = nil, hall: Hall? = nil, ticketPrice: Money? = nil) {
        self.startsAt = startsAt
        self.hall = hall
        self.ticketPrice = ticketPrice
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { startsAt == nil && hall == nil && ticketPrice == nil }
}

extension Screening {
    /// This screening with `change` made: the same identity, movie, length,
    /// capacity and seats sold. Its hall and time are checked against the
    /// others by whoever makes the change (the use case, then the store).
    ///
    /// - Throws: ``BoxOfficeError/screeningCancelled(_:)`` once it was called
    ///   off; ``BoxOfficeError/priceLocked(seatsSold:)`` for a new price
    ///   while seats are sold or held.
    public func applying(_ change: ScreeningChange) throws(BoxOfficeError) -> Screening {
        guard !isCancelled else { throw .screeningCancelled(id) }
        if let price = change.ticketPrice, price != ticketPrice, seatsSold > 0 {
            throw .priceLocked(seatsSold: seatsSold)
        }
        return try Screening(
            id: id, movieID: movieID, movieTitle: movieTitle, hall: change.hall ?? hall,
            startsAt: change.startsAt ?? startsAt, runtimeMinutes: runtimeMinutes, capacity: capacity,
            ticketPrice: change.ticketPrice ?? ticketPrice, seatsSold: seatsSold)
    }
}
