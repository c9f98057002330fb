public import Foundation
import GRDB
import MarqueeInfrastructure
import MarqueeSQLite
public import MarqueeTerminalModel

/// A bike rental's racks, kept in SQLite by the kit's driver: the code an app
/// writes on top of Marquee's kit, and nothing of the kit copied.
public struct BikeRack: Sendable {
    private let database: SQLiteDatabase

    /// Opens (creating) the rack file at `url`.
    public init(at url: URL) throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("racks") { db in
            try db.execute(sql: "CREATE TABLE rack (name TEXT NOT NULL PRIMARY KEY, bikes INTEGER NOT NULL) STRICT")
        }
        database = try SQLiteDatabase(
            at: .file(url), migrator: migrator, configuration: SQLiteConfiguration(label: "bike rack"))
    }

    /// Keeps `bikes` bikes at the rack `name`.
    public func stock(_ name: String, bikes: Int) async throws {
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO rack (name, bikes) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET bikes = excluded.bikes",
                arguments: [name, bikes])
        }
    }

    /// Every rack and its bikes, by name.
    public func racks() async throws -> [(name: String, bikes: Int)] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, bikes FROM rack ORDER BY name").map { row in
                (name: row["name"] as String? ?? "", bikes: row["bikes"] as Int? ?? 0)
            }
        }
    }

    /// The racks drawn as the kit's terminal model draws any screen.
    public func frame(columns: Int) async throws -> TerminalGrid {
        let racks = try await racks()
        var grid = TerminalGrid(columns: columns, rows: racks.count + 1)
        grid.write("Racks", row: 0, column: 0, style: TerminalStyle(attributes: .bold))
        for (index, rack) in racks.enumerated() {
            grid.write("\(rack.name): \(rack.bikes)", row: index + 1, column: 2)
        }
        return grid
    }

    /// Writes the racks as text to `url` all at once (the kit's atomic file).
    public func export(to url: URL) async throws {
        let text = try await racks().map { "\($0.name)\t\($0.bikes)\n" }.joined()
        try AtomicFile(url: url).write(Data(text.utf8))
    }
}
