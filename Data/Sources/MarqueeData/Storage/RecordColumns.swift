package import MarqueeDomain

/// What one column of a stored row holds, as both stores read and write it.
package enum ColumnValue: Hashable, Sendable {
    /// Text.
    case text(String)
    /// A whole number (times are seconds, money minor units).
    case integer(Int64)
    /// `NULL`.
    case null
}

/// A column of a record's table, named once beside the record's property:
/// SQLite's and PostgreSQL's stores read and write the record through its
/// ``ColumnRecord/columns``, so a field added to a record is added in one
/// place, not in each store's SQL and row decoding.
package struct RecordColumn<Record>: Sendable {
    /// The column's name in both dialects.
    package let name: String
    /// The record's value for the column.
    package let value: @Sendable (Record) -> ColumnValue
    /// Sets the record's property from a stored value; `false` when the value
    /// cannot be the property's (another type, or `NULL` for a property that
    /// is never empty).
    package let assign: @Sendable (inout Record, ColumnValue) -> Bool

    /// A text column that is never `NULL`.
    package static func text(_ name: String, _ property: any WritableKeyPath<Record, String> & Sendable) -> Self {
        Self(name: name) { record in
            .text(record[keyPath: property])
        } assign: { record, stored in
            guard case .text(let text) = stored else { return false }
            record[keyPath: property] = text
            return true
        }
    }

    /// A text column that may be `NULL`.
    package static func text(_ name: String, _ property: any WritableKeyPath<Record, String?> & Sendable) -> Self {
        Self(name: name) { record in
            record[keyPath: property].map(ColumnValue.text) ?? .null
        } assign: {
            record, stored in
            switch stored {
            case .text(let text): record[keyPath: property] = text
            case .null: record[keyPath: property] = nil
            case .integer: return false
            }
            return true
        }
    }

    /// A whole-number column that is never `NULL`.
    package static func integer(_ name: String, _ property: any WritableKeyPath<Record, Int64> & Sendable) -> Self {
        Self(name: name) { record in
            .integer(record[keyPath: property])
        } assign: { record, stored in
            guard case .integer(let number) = stored else { return false }
            record[keyPath: property] = number
            return true
        }
    }

    /// A whole-number column that may be `NULL`.
    package static func integer(_ name: String, _ property: any WritableKeyPath<Record, Int64?> & Sendable) -> Self {
        Self(name: name) { record in
            record[keyPath: property].map(ColumnValue.integer) ?? .null
        } assign: {
            record, stored in
            switch stored {
            case .integer(let number): record[keyPath: property] = number
            case .null: record[keyPath: property] = nil
            case .text: return false
            }
            return true
        }
    }

    private init(
        name: String, value: @escaping @Sendable (Record) -> ColumnValue,
        assign: @escaping @Sendable (inout Record, ColumnValue) -> Bool
    ) {
        self.name = name
        self.value = value
        self.assign = assign
    }
}

/// A row of a table whose columns are listed once (``columns``), which each
/// store's adapter reads and writes generically.
package protocol ColumnRecord: Sendable {
    /// The table's columns, in the order statements name them.
    static var columns: [RecordColumn<Self>] { get }
    /// A record every column of which is then assigned: the start of a read.
    init(unread: Void)
}

/// A stored row whose columns do not fit its record: a column missing, of
/// another type, or `NULL` where the record has no empty value.
package struct UnreadableRow: Error, Hashable, Sendable {
    /// The first column that did not fit.
    package let column: String

    /// The error for `column`.
    package init(column: String) {
        self.column = column
    }
}

extension ColumnRecord {
    /// The columns' names, comma-separated, in ``columns``' order: for
    /// `SELECT` and `INSERT` statements.
    package static var columnList: String { columns.map(\.name).joined(separator: ", ") }

    /// The record a row holds, given each column's stored value by name
    /// (`nil` for a column the row lacks).
    ///
    /// - Throws: ``UnreadableRow`` naming the first column that does not fit.
    @inlinable package init(reading stored: (String) throws -> ColumnValue?) throws {
        var record = Self(unread: ())
        for column in Self.columns {
            guard let value = try stored(column.name), column.assign(&record, value) else {
                throw UnreadableRow(column: column.name)
            }
        }
        self = record
    }

    /// Each column's name and this record's value for it, in ``columns``' order.
    @inlinable package var storedValues: [(column: String, value: ColumnValue)] {
        Self.columns.map { ($0.name, $0.value(self)) }
    }
}

extension StorageFailure {
    /// The failure a row that does not fit its record is: the store's data
    /// is not what this version of Marquee reads (kept for the logs as the
    /// column's name).
    package init(_ row: UnreadableRow, place: StoragePlace) {
        self.init(.refused(code: "unreadable column \(row.column)"), place: place)
    }
}
