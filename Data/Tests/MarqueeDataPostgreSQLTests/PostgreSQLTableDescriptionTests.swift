import MarqueeData
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import Testing

/// PostgreSQL's statement of a table description, run on a real server:
/// the table keeps the rules SQLite's does.
@Suite struct PostgreSQLTableDescriptionTests {
    @Test func theTableKeepsTheRulesItSays() async throws {
        let server = try PostgreSQLTestServer.required()
        let table = TableDescription(
            "gift_card",
            [.text("id", primaryKey: true), .text("title"), .integer("balance"), .real("rate", nullable: true)])
        try await server.withFreshDatabase { database in
            try await server.execute(sql: "CREATE SCHEMA scratch", in: database)
            try await server.execute(sql: table.postgreSQL(schema: "scratch"), in: database)
            try await server.execute(
                sql: "INSERT INTO scratch.gift_card VALUES ('g-1', 'First', 5, NULL)", in: database)
            for (row, why) in [
                ("('g-1', 'Again', 5, 1.5)", "a second row with the same key"), ("('g-2', NULL, 5, 1.5)", "no title"),
                ("(NULL, 'Third', 5, 1.5)", "no key"),
            ] {
                await #expect(throws: (any Error).self, "\(why)") {
                    try await server.execute(sql: "INSERT INTO scratch.gift_card VALUES \(row)", in: database)
                }
            }
            #expect(try await server.integer(sql: "SELECT count(*) FROM scratch.gift_card", in: database) == 1)
        }
    }
}
