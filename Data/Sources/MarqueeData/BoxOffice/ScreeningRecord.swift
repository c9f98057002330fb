package import MarqueeDomain

/// A row of the `screening` table.
package struct ScreeningRecord: ColumnRecord {
    package var id: String
    package var movieID: Int64
    package var movieTitle: String
    package var hall: String
    /// Seconds since the Unix epoch.
    package var startsAt: Int64
    package var runtimeMinutes: Int64
    package var capacity: Int64
    package var ticketPriceMinorUnits: Int64
    package var currency: String
    package var seatsSold: Int64
    /// When it was called off, in seconds since the Unix epoch; `nil` while on.
    package var cancelledAt: Int64?
    /// The desk that called it off.
    package var cancelledBy: String?

    package static let columns: [RecordColumn<Self>] = [
        .text("id", \.id), .integer("movie_id", \.movieID), .text("movie_title", \.movieTitle), .text("hall", \.hall),
        .integer("starts_at", \.startsAt), .integer("runtime_minutes", \.runtimeMinutes),
        .integer("capacity", \.capacity), .integer("ticket_price_minor_units", \.ticketPriceMinorUnits),
        .text("currency", \.currency), .integer("seats_sold", \.seatsSold), .integer("cancelled_at", \.cancelledAt),
        .text("cancelled_by", \.cancelledBy),
    ]

    package init(unread: Void) {
        self.init(
            id: "", movieID: 0, movieTitle: "", hall: "", startsAt: 0, runtimeMinutes: 0, capacity: 0,
            ticketPriceMinorUnits: 0, currency: "", seatsSold: 0)
    }

    /// A row with these columns.
    package init(
        id: String, movieID: Int64, movieTitle: String, hall: String, startsAt: Int64, runtimeMinutes: Int64,
        capacity: Int64, ticketPriceMinorUnits: Int64, currency: String, seatsSold: Int64,
        cancelledAt: Int64? = nil, cancelledBy: String? = nil
    ) {
        self.id = id
        self.movieID = movieID
        self.movieTitle = movieTitle
        self.hall = hall
        self.startsAt = startsAt
        self.runtimeMinutes = runtimeMinutes
        self.capacity = capacity
        self.ticketPriceMinorUnits = ticketPriceMinorUnits
        self.currency = currency
        self.seatsSold = seatsSold
        self.cancelledAt = cancelledAt
        self.cancelledBy = cancelledBy
    }

    /// The row for `screening`.
    package init(_ screening: Screening) {
        id = screening.id.rawValue
        movieID = Int64(screening.movieID.rawValue)
        movieTitle = screening.movieTitle
        hall = screening.hall.name
        startsAt = screening.startsAt.secondsSinceEpoch
        runtimeMinutes = Int64(screening.runtimeMinutes)
        capacity = Int64(screening.capacity)
        ticketPriceMinorUnits = screening.ticketPrice.minorUnits
        currency = screening.ticketPrice.currency.code
        seatsSold = Int64(screening.seatsSold)
        cancelledAt = screening.cancellation?.at.secondsSinceEpoch
        cancelledBy = screening.cancellation?.by?.displayName
    }

    /// The screening this row holds, checked by the aggregate's own rules.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for a row no screening
    ///   can have, such as negative seats or an unknown currency.
    package func toDomain() throws(BoxOfficeError) -> Screening {
        do {
            guard let movieID = Int(exactly: movieID), let runtime = Int(exactly: runtimeMinutes),
                let capacity = Int(exactly: capacity), let seatsSold = Int(exactly: seatsSold)
            else { throw BoxOfficeError.overflow }
            let cancellation = try cancelledAt.map { time throws in
                ScreeningCancellation(
                    at: Timestamp(secondsSinceEpoch: time), by: try cancelledBy.map { try DeskName($0) })
            }
            return try Screening(
                id: ScreeningID(id), movieID: MovieID(movieID), movieTitle: movieTitle, hall: Hall(hall),
                startsAt: Timestamp(secondsSinceEpoch: startsAt), runtimeMinutes: runtime, capacity: capacity,
                ticketPrice: Money(minorUnits: ticketPriceMinorUnits, currency: Currency(currency)),
                seatsSold: seatsSold, cancellation: cancellation
            )
        } catch {
            throw .storageFailed(StorageFailure(.badRecord(.screening(id: id)), place: .unknown))
        }
    }
}
