/// A hall of the cinema with its seats: a screening in it sells at most
/// that many. Added by a manager (``AddHallUseCase``), or by the first
/// screening scheduled in a hall not known yet, with that screening's seats.
public struct CinemaHall: Hashable, Sendable, Identifiable {
    /// The hall's name.
    public let hall: Hall
    /// How many seats it has, within ``Screening/capacityRange``.
    public let seats: Int

    /// The hall's name identifies it.
    public var id: Hall { hall }

    /// Creates a hall with `seats` seats.
    ///
    /// - Throws: ``BoxOfficeError/invalidCapacity(_:)`` outside ``Screening/capacityRange``.
    public init(_ hall: Hall, seats: Int) throws(BoxOfficeError) {
        guard Screening.capacityRange.contains(seats) else { throw .invalidCapacity(seats) }
        self.hall = hall
        self.seats = seats
    }

    /// The seats a screening in this hall gets: `asked` when given (at
    /// most the hall's), the hall's otherwise.
    ///
    /// - Throws: ``BoxOfficeError/moreSeatsThanHall(_:asked:)`` for more than it has.
    public func seats(for asked: Int?) throws(BoxOfficeError) -> Int {
        guard let asked else { return seats }
        guard asked <= seats else { throw .moreSeatsThanHall(self, asked: asked) }
        return asked
    }
}
