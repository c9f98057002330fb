import GRDB
import MarqueeDomain

/// A row of the `screening` table.
struct ScreeningRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "screening"

    var id: String
    var movieID: Int64
    var movieTitle: String
    var hall: String
    /// Seconds since the Unix epoch.
    var startsAt: Int64
    var runtimeMinutes: Int64
    var capacity: Int64
    var ticketPriceMinorUnits: Int64
    var currency: String
    var seatsSold: Int64

    enum CodingKeys: String, CodingKey {
        case id, hall, capacity, currency
        case movieID = "movie_id"
        case movieTitle = "movie_title"
        case startsAt = "starts_at"
        case runtimeMinutes = "runtime_minutes"
        case ticketPriceMinorUnits = "ticket_price_minor_units"
        case seatsSold = "seats_sold"
    }

    /// The row for `screening`.
    init(_ screening: Screening) {
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
    }

    /// The screening this row holds, checked by the aggregate's own rules.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for a row no screening
    ///   can have, such as negative seats or an unknown currency.
    func toDomain() throws(BoxOfficeError) -> Screening {
        do {
            guard let movieID = Int(exactly: movieID), let runtime = Int(exactly: runtimeMinutes),
                let capacity = Int(exactly: capacity), let seatsSold = Int(exactly: seatsSold)
            else { throw BoxOfficeError.overflow }
            return try Screening(
                id: ScreeningID(id), movieID: MovieID(movieID), movieTitle: movieTitle, hall: Hall(hall),
                startsAt: Timestamp(secondsSinceEpoch: startsAt), runtimeMinutes: runtime, capacity: capacity,
                ticketPrice: Money(minorUnits: ticketPriceMinorUnits, currency: Currency(currency)),
                seatsSold: seatsSold
            )
        } catch {
            throw .storageFailed("unreadable screening row \(id.debugDescription): \(error)")
        }
    }
}
