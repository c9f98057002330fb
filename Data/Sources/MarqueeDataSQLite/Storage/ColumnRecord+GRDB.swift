import GRDB
import MarqueeData

extension ColumnRecord {
    /// The record `row` holds, read column by column as ``columns`` names them.
    ///
    /// - Throws: ``UnreadableRow`` for a column the row lacks or whose value
    ///   the record cannot hold (a real or a blob, `NULL` where it has no
    ///   empty value).
    init(columnsOf row: Row) throws {
        try self.init { name in
            // One lookup by name; a column the row lacks is nil, not GRDB's trap.
            let stored: DatabaseValue
            do { stored = try row.decode(DatabaseValue.self, forColumn: name) } catch { return nil }
            switch stored.storage {
            case .null: return .null
            case .int64(let number): return .integer(number)
            case .string(let text): return .text(text)
            case .double, .blob: throw UnreadableRow(column: name)
            }
        }
    }

    /// Writes every column as ``columns`` names it.
    func encodeColumns(to container: inout PersistenceContainer) {
        for (column, value) in storedValues {
            switch value {
            case .text(let text): container[column] = text
            case .integer(let number): container[column] = number
            case .null: container[column] = DatabaseValue.null
            }
        }
    }
}
