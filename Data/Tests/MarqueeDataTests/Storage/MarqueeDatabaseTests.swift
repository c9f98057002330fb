import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeSQLite
import Testing

@Suite struct MarqueeDatabaseTests {
    @Test func aNewFileGetsEveryMigration() async throws {
        try await withScratchDatabase { database, _ in
            let (applied, tables) = try await database.read { db in
                (
                    try MarqueeSchema.migrator.appliedIdentifiers(db),
                    try String.fetchAll(
                        db,
                        sql:
                            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'grdb%' ORDER BY name"
                    )
                )
            }
            #expect(applied == Set(MarqueeSchema.migrator.migrations))
            // Every table of the released migrations; a context added later
            // (Scripts/new-feature appends a migration) brings its own.
            let released = [
                "order", "order_line", "recent_query", "response_cache_entry", "response_cache_movie", "screening",
                "user",
            ]
            #expect(Set(released).isSubset(of: Set(tables)), "\(tables)")
            // The released migrations alone create exactly those tables.
            let upToRelease = try DatabaseQueue()
            try MarqueeSchema.migrator.migrate(upToRelease, upTo: "v4: cached taglines")
            let releasedTables = try await upToRelease.read { db in
                try String.fetchAll(
                    db,
                    sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'grdb%' ORDER BY name"
                )
            }
            #expect(releasedTables == released)
        }
    }

    @Test func aFileThatIsNotAMarqueeDatabaseIsReportedAndKept() async throws {
        try await withScratchDirectory { directory in
            let file = directory.appendingPathComponent("marquee.sqlite")
            let text = Data("{\"recent\": [\"alien\"]}\n".utf8)
            try text.write(to: file)
            #expect {
                _ = try MarqueeDatabase.open(at: .file(file))
            } throws: { error in
                (error as? SQLiteError)?.kind == .notADatabase && (error as? SQLiteError)?.path == file.path
            }
            #expect(try Data(contentsOf: file) == text)
        }
    }
}
