package import MarqueeDomain

/// A row of the `hall` table.
package struct HallRecord: Codable, Sendable {
    package var name: String
    package var seats: Int64

    /// A row with these columns.
    package init(name: String, seats: Int64) {
        self.name = name
        self.seats = seats
    }

    /// The row for `hall`.
    package init(_ hall: CinemaHall) {
        name = hall.hall.name
        seats = Int64(hall.seats)
    }

    /// The hall this row holds, checked by its own rules.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for a row no hall can have.
    package func toDomain() throws(BoxOfficeError) -> CinemaHall {
        do {
            guard let seats = Int(exactly: seats) else { throw BoxOfficeError.overflow }
            return try CinemaHall(Hall(name), seats: seats)
        } catch {
            throw .storageFailed(StorageFailure(.badRecord(.screening(id: "hall " + name)), place: .unknown))
        }
    }
}
