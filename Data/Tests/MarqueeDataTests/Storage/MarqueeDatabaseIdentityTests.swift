import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeSQLite
import Testing

/// Issue 13, finding 6, through Marquee's own schema.
@Suite struct MarqueeDatabaseIdentityTests {
    @Test func anotherApplicationsSQLiteFileGetsNoMarqueeTables() async throws {
        try await withScratchDirectory { directory in
            let file = directory.appendingPathComponent("marquee.sqlite")
            try await DatabaseQueue(path: file.path).write { db in
                try db.execute(sql: "CREATE TABLE bookmark (id INTEGER PRIMARY KEY, url TEXT)")
            }
            let before = try Data(contentsOf: file)
            #expect {
                _ = try MarqueeDatabase.open(at: .file(file))
            } throws: { error in
                (error as? SQLiteError)?.kind == .notADatabase
            }
            #expect(try Data(contentsOf: file) == before)
        }
    }

    @Test func aMarqueeFileCarriesMarqueesApplicationID() async throws {
        try await withScratchDatabase { database, _ in
            let id = try await database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
            #expect(id == MarqueeDatabase.applicationID)
        }
    }

    @Test func aFileFromANewerMarqueeIsRefused() async throws {
        try await withScratchDirectory { directory in
            let file = directory.appendingPathComponent("marquee.sqlite")
            var newer = MarqueeSchema.migrator
            newer.registerMigration("v99: from the future") { db in
                try db.execute(sql: "CREATE TABLE future (id INTEGER)")
            }
            _ = try SQLiteDatabase(
                at: .file(file), migrator: newer,
                configuration: SQLiteConfiguration(applicationID: MarqueeDatabase.applicationID)
            )
            let known = MarqueeSchema.migrator.migrations.count
            #expect {
                _ = try MarqueeDatabase.open(at: .file(file))
            } throws: { error in
                (error as? SQLiteError)?.kind == .newerSchema(found: known + 1, supported: known)
            }
        }
    }
}
