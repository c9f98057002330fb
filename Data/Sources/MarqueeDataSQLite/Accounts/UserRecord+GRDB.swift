import GRDB
import MarqueeData

/// ``UserRecord`` as a row of the SQLite file, read and written by GRDB.
extension UserRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "user"

    /// Reads the columns by name, without Codable's decoder: the box office
    /// service reads a customer for every order.
    init(row: Row) {
        self.init(
            id: row["id"], name: row["name"], normalizedName: row["normalized_name"], deleted: row["deleted"])
    }

    /// Writes the columns by name, without Codable's encoder.
    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["name"] = name
        container["normalized_name"] = normalizedName
        container["deleted"] = deleted
    }

    /// Whether a customer who is not deleted has `id`, by a statement
    /// compiled once per connection.
    static func isRegistered(_ id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM user WHERE id = ? AND deleted = 0)"),
            arguments: [id]) ?? false
    }

    /// The rows of customers who are not deleted.
    static var registered: QueryInterfaceRequest<UserRecord> {
        UserRecord.filter(Column("deleted") == 0)
    }
}
