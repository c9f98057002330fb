import GRDB
import MarqueeData

/// ``ScreeningRecord`` as a row of the SQLite file, read and written by GRDB
/// through its ``ColumnRecord/columns`` (no Codable coder: the box office
/// service reads a screening for every order).
extension ScreeningRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "screening"

    init(row: Row) throws { try self.init(columnsOf: row) }

    func encode(to container: inout PersistenceContainer) { encodeColumns(to: &container) }

    /// The one screening with `id`, by a statement compiled once per connection.
    static func fetchOne(_ db: Database, id: String) throws -> ScreeningRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT * FROM screening WHERE id = ?"), arguments: [id])
    }
}
