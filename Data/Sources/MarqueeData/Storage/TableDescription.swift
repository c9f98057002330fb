import Foundation

/// A table as a migration creates it, described once and made into each
/// dialect's `CREATE TABLE`: SQLite's (`STRICT`, in the data file) and
/// PostgreSQL's (in the schema given), so the two stores' migrations of one
/// table cannot drift apart.
///
/// A migration keeps its description as it was released: a column added
/// later is a migration of its own, never an edit of this one.
/// `Scripts/new-feature` writes one beside each new record
/// (`GiftCardRecord.createdTable`) and both migrations from it.
package struct TableDescription: Hashable, Sendable {
    /// What a column holds, in each dialect's words.
    package enum ColumnType: Hashable, Sendable {
        /// Text: `TEXT`, `text`.
        case text
        /// A whole number: `INTEGER`, `bigint` (times are seconds, money minor units).
        case integer
        /// A floating-point number: `REAL`, `double precision`.
        case real
    }

    /// One column.
    package struct Column: Hashable, Sendable {
        /// Its name (lowercase letters, digits and `_`).
        package let name: String
        /// What it holds.
        package let type: ColumnType
        /// Whether it may be `NULL`.
        package let isNullable: Bool
        /// Whether it is the table's primary key (one column at most).
        package let isPrimaryKey: Bool

        /// A text column.
        package static func text(_ name: String, primaryKey: Bool = false, nullable: Bool = false) -> Column {
            Column(name: name, type: .text, isNullable: nullable, isPrimaryKey: primaryKey)
        }

        /// A whole-number column.
        package static func integer(_ name: String, primaryKey: Bool = false, nullable: Bool = false) -> Column {
            Column(name: name, type: .integer, isNullable: nullable, isPrimaryKey: primaryKey)
        }

        /// A floating-point column.
        package static func real(_ name: String, nullable: Bool = false) -> Column {
            Column(name: name, type: .real, isNullable: nullable, isPrimaryKey: false)
        }
    }

    /// The table's name.
    package let name: String
    /// Its columns, in order.
    package let columns: [Column]

    /// A table named `name` with `columns`.
    package init(_ name: String, _ columns: [Column]) {
        self.name = name
        self.columns = columns
    }

    /// SQLite's statement: `CREATE TABLE "name" (…) STRICT`.
    package var sqlite: String {
        create(quotedName: quoted(name), suffix: " STRICT") { column in
            let type =
                switch column.type {
                case .text: "TEXT"
                case .integer: "INTEGER"
                case .real: "REAL"
                }
            // SQLite lets a primary key hold NULL unless told otherwise.
            return type + (column.isNullable ? "" : " NOT NULL") + (column.isPrimaryKey ? " PRIMARY KEY" : "")
        }
    }

    /// PostgreSQL's statement, in `schema`: `CREATE TABLE schema."name" (…)`.
    package func postgreSQL(schema: String) -> String {
        create(quotedName: schema + "." + quoted(name), suffix: "") { column in
            let type =
                switch column.type {
                case .text: "text"
                case .integer: "bigint"
                case .real: "double precision"
                }
            if column.isPrimaryKey { return type + " PRIMARY KEY" }
            return type + (column.isNullable ? "" : " NOT NULL")
        }
    }

    private func create(quotedName: String, suffix: String, _ definition: (Column) -> String) -> String {
        let lines = columns.map { "    " + quoted($0.name) + " " + definition($0) }
        return "CREATE TABLE \(quotedName) (\n" + lines.joined(separator: ",\n") + "\n)" + suffix
    }

    /// `name` as an identifier both dialects read as written (`"order"`).
    private func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
