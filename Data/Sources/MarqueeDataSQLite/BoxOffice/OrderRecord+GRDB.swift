import GRDB
import MarqueeData

/// ``OrderRecord`` as a row of the SQLite file, read and written by GRDB.
extension OrderRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "order"

    /// Reads the columns by name, without Codable's decoder.
    init(row: Row) {
        self.init(
            id: row["id"], customerID: row["customer_id"], placedAt: row["placed_at"], placedBy: row["placed_by"],
            heldUntil: row["held_until"], status: row["status"], settledAt: row["settled_at"],
            settledBy: row["settled_by"])
    }

    /// Writes the columns by name, without Codable's encoder: the box office
    /// service writes an order for every sale.
    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["customer_id"] = customerID
        container["placed_at"] = placedAt
        container["placed_by"] = placedBy
        container["held_until"] = heldUntil
        container["status"] = status
        container["settled_at"] = settledAt
        container["settled_by"] = settledBy
    }
}
