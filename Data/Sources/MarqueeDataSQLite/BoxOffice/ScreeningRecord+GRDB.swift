import GRDB
import MarqueeData

/// ``ScreeningRecord`` as a row of the SQLite file, read and written by GRDB.
extension ScreeningRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "screening"

    /// Reads the columns by name, without Codable's decoder: the box office
    /// service reads a screening for every order.
    init(row: Row) {
        self.init(
            id: row["id"], movieID: row["movie_id"], movieTitle: row["movie_title"], hall: row["hall"],
            startsAt: row["starts_at"], runtimeMinutes: row["runtime_minutes"], capacity: row["capacity"],
            ticketPriceMinorUnits: row["ticket_price_minor_units"], currency: row["currency"],
            seatsSold: row["seats_sold"], cancelledAt: row["cancelled_at"], cancelledBy: row["cancelled_by"])
    }

    /// Writes the columns by name, without Codable's encoder.
    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["movie_id"] = movieID
        container["movie_title"] = movieTitle
        container["hall"] = hall
        container["starts_at"] = startsAt
        container["runtime_minutes"] = runtimeMinutes
        container["capacity"] = capacity
        container["ticket_price_minor_units"] = ticketPriceMinorUnits
        container["currency"] = currency
        container["seats_sold"] = seatsSold
        container["cancelled_at"] = cancelledAt
        container["cancelled_by"] = cancelledBy
    }

    /// The one screening with `id`, by a statement compiled once per connection.
    static func fetchOne(_ db: Database, id: String) throws -> ScreeningRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT * FROM screening WHERE id = ?"), arguments: [id])
    }
}
