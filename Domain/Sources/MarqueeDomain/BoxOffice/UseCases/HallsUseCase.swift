/// Adds a hall with its seats: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol AddHallUseCase: Sendable {
    /// Adds `hall` with `seats` seats.
    ///
    /// - Returns: The hall as stored.
    /// - Throws: ``BoxOfficeError/invalidCapacity(_:)``; ``BoxOfficeError/hallExists(_:)``;
    ///   ``BoxOfficeError/notPermitted(_:)``; a storage error. Nothing is stored when it throws.
    func execute(_ hall: Hall, seats: Int) async throws(BoxOfficeError) -> CinemaHall
}

/// The cinema's halls: the use case's boundary.
public protocol ListHallsUseCase: Sendable {
    /// Every hall, by name.
    ///
    /// - Throws: a storage error.
    func execute() async throws(BoxOfficeError) -> [CinemaHall]
}

/// Adds a hall over the screenings port (where halls are kept).
public struct AddHallInteractor: AddHallUseCase {
    private let screenings: any ScreeningRepository
    private let desk: Desk?

    /// Creates the use case over its port.
    ///
    /// - Parameters:
    ///   - screenings: Where halls are kept, with the program.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/addHall``; `nil` where no desk is involved.
    public init(screenings: any ScreeningRepository, desk: Desk? = nil) {
        self.screenings = screenings
        self.desk = desk
    }

    public func execute(_ hall: Hall, seats: Int) async throws(BoxOfficeError) -> CinemaHall {
        try desk?.authorize(.addHall, as: BoxOfficeError.self)
        let added = try CinemaHall(hall, seats: seats)
        if let stored = try await screenings.hall(named: hall) { throw .hallExists(stored) }
        try await screenings.addHall(added)
        return added
    }
}

/// Lists the halls over the screenings port.
public struct ListHallsInteractor: ListHallsUseCase {
    private let screenings: any ScreeningRepository

    /// Creates the use case over its port.
    public init(screenings: any ScreeningRepository) {
        self.screenings = screenings
    }

    public func execute() async throws(BoxOfficeError) -> [CinemaHall] {
        try await screenings.allHalls()
    }
}
