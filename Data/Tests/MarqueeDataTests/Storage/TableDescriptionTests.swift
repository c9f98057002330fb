import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeSQLite
import Testing

/// One description, two dialects: the statements as written, and SQLite's
/// run against a real data file (PostgreSQL's runs against a real server in
/// the PostgreSQL module's tests).
@Suite struct TableDescriptionTests {
    static let giftCards = TableDescription(
        "gift_card",
        [.text("id", primaryKey: true), .text("title"), .integer("balance"), .real("rate", nullable: true)])

    @Test func sqliteGetsAStrictTableWithANonNullKey() {
        #expect(
            Self.giftCards.sqlite == """
                CREATE TABLE "gift_card" (
                    "id" TEXT NOT NULL PRIMARY KEY,
                    "title" TEXT NOT NULL,
                    "balance" INTEGER NOT NULL,
                    "rate" REAL
                ) STRICT
                """)
    }

    @Test func postgreSQLGetsTheSameColumnsInTheSchema() {
        #expect(
            Self.giftCards.postgreSQL(schema: "marquee") == """
                CREATE TABLE marquee."gift_card" (
                    "id" text PRIMARY KEY,
                    "title" text NOT NULL,
                    "balance" bigint NOT NULL,
                    "rate" double precision
                )
                """)
    }

    @Test func aNameSQLReservesIsQuoted() {
        #expect(TableDescription("order", [.text("group")]).sqlite.hasPrefix(#"CREATE TABLE "order" ("#))
    }

    @Test func sqlitesTableKeepsTheRulesItSays() async throws {
        try await withScratchDatabase { database, _ in
            try await database.write { db in
                try db.execute(sql: Self.giftCards.sqlite)
                try db.execute(sql: #"INSERT INTO gift_card VALUES ('g-1', 'First', 5, NULL)"#)
            }
            await #expect(throws: SQLiteError.self, "a second row with the same key") {
                try await database.write { db in
                    try db.execute(sql: #"INSERT INTO gift_card VALUES ('g-1', 'Again', 5, 1.5)"#)
                }
            }
            await #expect(throws: SQLiteError.self, "no title") {
                try await database.write { db in
                    try db.execute(sql: #"INSERT INTO gift_card VALUES ('g-2', NULL, 5, 1.5)"#)
                }
            }
            await #expect(throws: SQLiteError.self, "text where a number goes (STRICT)") {
                try await database.write { db in
                    try db.execute(sql: #"INSERT INTO gift_card VALUES ('g-3', 'Third', 'five', 1.5)"#)
                }
            }
            let count = try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM gift_card") }
            #expect(count == 1)
        }
    }
}
