import GRDB
import MarqueeData

/// ``OrderLineRecord`` as a row of the SQLite file, read and written by GRDB
/// through its ``ColumnRecord/columns``.
extension OrderLineRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "order_line"

    init(row: Row) throws { try self.init(columnsOf: row) }

    func encode(to container: inout PersistenceContainer) { encodeColumns(to: &container) }
}
