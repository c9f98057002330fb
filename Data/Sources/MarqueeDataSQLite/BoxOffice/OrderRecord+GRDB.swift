import GRDB
import MarqueeData

/// ``OrderRecord`` as a row of the SQLite file, read and written by GRDB
/// through its ``ColumnRecord/columns`` (no Codable coder: the box office
/// service writes an order for every sale).
extension OrderRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "order"

    init(row: Row) throws { try self.init(columnsOf: row) }

    func encode(to container: inout PersistenceContainer) { encodeColumns(to: &container) }
}
