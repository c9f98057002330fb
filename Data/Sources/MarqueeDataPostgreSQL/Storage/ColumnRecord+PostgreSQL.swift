package import MarqueeData
package import PostgresNIO

extension ColumnRecord {
    /// The record a row holds, read column by column as ``columns`` names
    /// them (select them with ``columnList``).
    ///
    /// - Throws: ``UnreadableRow`` for a column the row lacks or whose type
    ///   the record cannot hold, or `NULL` where it has no empty value;
    ///   PostgresNIO's decoding error for a malformed value.
    package init(columnsOf row: PostgresRow) throws {
        let cells = row.makeRandomAccess()
        try self.init { name in
            guard cells.contains(name) else { return nil }
            let cell = cells[name]
            guard cell.bytes != nil else { return .null }
            switch cell.dataType {
            case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
            case .text, .varchar, .bpchar, .name: return .text(try cell.decode(String.self))
            default: throw UnreadableRow(column: name)
            }
        }
    }

    /// `INSERT INTO table (…) VALUES ($1, …)` writing every column as
    /// ``columns`` names it, the values bound (never spliced into the text).
    package func insert(into table: String) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: Self.columns.count)
        for (_, value) in storedValues {
            switch value {
            case .text(let text): bindings.append(text)
            case .integer(let number): bindings.append(number)
            case .null: bindings.appendNull()
            }
        }
        let placeholders = Self.columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return PostgresQuery(
            unsafeSQL: "INSERT INTO \(table) (\(Self.columnList)) VALUES (\(placeholders))", binds: bindings)
    }
}
