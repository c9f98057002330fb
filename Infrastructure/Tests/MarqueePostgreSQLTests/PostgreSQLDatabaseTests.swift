import Foundation
import MarqueePostgreSQL
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import PostgresNIO
import Testing

/// Against the real server `Scripts/postgres-server start` runs (see ``PostgreSQLTestServer``).
@Suite(
    "PostgreSQLDatabase against a real server", .serialized,
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLDatabaseTests {
    static let schema = PostgreSQLSchema(
        name: "drivertest",
        migrations: [
            .init(
                version: 1, name: "items",
                statements: ["CREATE TABLE drivertest.items (id integer PRIMARY KEY, label text NOT NULL)"]),
            .init(
                version: 2, name: "unique labels",
                statements: ["CREATE UNIQUE INDEX items_by_label ON drivertest.items (label)"]),
        ])

    /// A fresh database for `body`, dropped afterwards.
    func withFreshDatabase(_ body: (PostgreSQLTestServer, PostgreSQLSettings) async throws -> Void) async throws {
        let server = try PostgreSQLTestServer.required()
        try await server.withFreshDatabase { settings in try await body(server, settings) }
    }

    func count(_ server: PostgreSQLTestServer, _ settings: PostgreSQLSettings, _ query: PostgresQuery) async throws
        -> Int
    {
        try await server.rows(query, in: settings).first?.decode(Int.self) ?? -1
    }

    @Test func openingANewDatabaseAppliesAndRecordsEveryMigrationOnce() async throws {
        try await withFreshDatabase { server, settings in
            let first = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            await first.close()
            let second = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            await second.close()
            let versions = try await server.rows(
                "SELECT version, name FROM drivertest.schema_migration ORDER BY version", in: settings
            ).map { try $0.decode((Int, String).self) }
            #expect(versions.map(\.0) == [1, 2])
            #expect(versions.map(\.1) == ["items", "unique labels"])
        }
    }

    @Test func eightProcessesOpeningANewDatabaseAtOnceMigrateItOnce() async throws {
        try await withFreshDatabase { server, settings in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        let database = try await PostgreSQLDatabase.open(
                            settings, schema: Self.schema, applicationName: "test")
                        await database.close()
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await count(server, settings, "SELECT count(*)::integer FROM drivertest.schema_migration") == 2)
        }
    }

    @Test func aDatabaseFromANewerProgramIsRefusedNamingBothVersionsAndLeftAlone() async throws {
        try await withFreshDatabase { server, settings in
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            await database.close()
            try await server.execute(
                "INSERT INTO drivertest.schema_migration (version, name) VALUES (7, 'from the future')", in: settings)
            let older = PostgreSQLSchema(name: "drivertest", migrations: Array(Self.schema.migrations.prefix(2)))
            let error = await #expect(throws: PostgreSQLError.self) {
                _ = try await PostgreSQLDatabase.open(settings, schema: older, applicationName: "test")
            }
            #expect(error?.kind == .newerSchema(found: 7, supported: 2))
            #expect(error?.database == settings.targetDatabase)
            #expect(try await count(server, settings, "SELECT count(*)::integer FROM drivertest.schema_migration") == 3)
        }
    }

    @Test func aWriteThatThrowsLeavesNothingBehind() async throws {
        struct Refused: Error {}
        try await withFreshDatabase { server, settings in
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            await #expect(throws: Refused.self) {
                try await database.write { connection, logger in
                    try await connection.query("INSERT INTO drivertest.items VALUES (1, 'one')", logger: logger)
                    throw Refused()
                }
            }
            try await database.write { connection, logger in
                try await connection.query("INSERT INTO drivertest.items VALUES (2, 'two')", logger: logger)
            }
            await database.close()
            #expect(try await count(server, settings, "SELECT count(*)::integer FROM drivertest.items") == 1)
        }
    }

    @Test func aUniqueViolationNamesItsConstraint() async throws {
        try await withFreshDatabase { _, settings in
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            try await database.write { connection, logger in
                try await connection.query("INSERT INTO drivertest.items VALUES (1, 'same')", logger: logger)
            }
            let error = await #expect(throws: PostgreSQLError.self) {
                try await database.write { connection, logger in
                    try await connection.query("INSERT INTO drivertest.items VALUES (2, 'same')", logger: logger)
                }
            }
            #expect(error?.kind == .uniqueViolation(constraint: "items_by_label"))
            await database.close()
        }
    }

    @Test func aServerThatIsNotThereIsReportedAsUnreachableWithoutThePassword() async throws {
        let server = try PostgreSQLTestServer.required()
        let port = try TestHTTPServer.unusedPort()
        let settings = try PostgreSQLSettings(
            url: "postgres://marquee:not-shown-pw@127.0.0.1:\(port)/marquee?connect_timeout=3")
        let error = await #expect(throws: PostgreSQLError.self) {
            _ = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
        }
        guard case .unreachable? = error?.kind else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(error?.database == PostgreSQLTarget(name: "marquee", address: "127.0.0.1:\(port)", user: "marquee"))
        let text = error?.description ?? ""
        #expect(!text.contains("not-shown-pw"))
        #expect(!text.contains(server.settings.password ?? "\u{0}"))
    }

    @Test func aWrongPasswordIsReportedAsSuchWithoutEitherPassword() async throws {
        let server = try PostgreSQLTestServer.required()
        let settings = try PostgreSQLSettings(
            url: server.url(forDatabase: server.settings.database, password: "wrong-password-xyz"))
        let error = await #expect(throws: PostgreSQLError.self) {
            _ = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
        }
        #expect(error?.kind == .authenticationFailed)
        let text = error?.description ?? ""
        #expect(!text.contains("wrong-password-xyz"))
        #expect(!text.contains(server.settings.password ?? "\u{0}"))
    }

    @Test func aMissingDatabaseIsReportedAsMissing() async throws {
        let server = try PostgreSQLTestServer.required()
        let settings = server.settings.with(database: "marquee_no_such_database")
        let error = await #expect(throws: PostgreSQLError.self) {
            _ = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
        }
        #expect(error?.kind == .databaseMissing)
        #expect(error?.database?.name == "marquee_no_such_database")
    }

    @Test func aStatementOverItsTimeoutIsCancelledByTheServerAndSaysSo() async throws {
        try await withFreshDatabase { server, base in
            let settings = try PostgreSQLSettings(
                url: server.url(forDatabase: base.database, parameters: "statement_timeout=300"))
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            let error = await #expect(throws: PostgreSQLError.self) {
                try await database.read { connection, logger in
                    try await connection.query("SELECT pg_sleep(5)", logger: logger).collect().count
                }
            }
            #expect(error?.kind == .statementTimeout(.milliseconds(300)))
            await database.close()
        }
    }

    @Test func anOperationPastItsDeadlineTimesOut() async throws {
        try await withFreshDatabase { server, settings in
            let database = try await PostgreSQLDatabase.open(
                settings, schema: Self.schema, applicationName: "test", operationTimeout: .seconds(1))
            let error = await #expect(throws: PostgreSQLError.self) {
                // Under the statement_timeout (10 s), over the deadline.
                try await database.read { connection, logger in
                    try await connection.query("SELECT pg_sleep(4)", logger: logger).collect().count
                }
            }
            #expect(error?.kind == .timedOut(.seconds(1)))
            await database.close()
            _ = server
        }
    }

    @Test func thePoolReconnectsAfterTheServerRestarts() async throws {
        try await withFreshDatabase { server, settings in
            guard server.control != nil else {
                Issue.record("MARQUEE_TEST_POSTGRES_CONTROL is not set: cannot restart the server")
                return
            }
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            try await database.write { connection, logger in
                try await connection.query("INSERT INTO drivertest.items VALUES (1, 'before')", logger: logger)
            }
            try await server.restart()
            // The pooled connection died with the server: the write finds
            // that at BEGIN and runs on a new one.
            try await database.write { connection, logger in
                try await connection.query("INSERT INTO drivertest.items VALUES (2, 'after')", logger: logger)
            }
            let labels = try await database.read { connection, logger in
                try await connection.query("SELECT label FROM drivertest.items ORDER BY id", logger: logger)
                    .collect().map { try $0.decode(String.self) }
            }
            #expect(labels == ["before", "after"])
            await database.close()
        }
    }

    @Test(arguments: [("require", true), ("disable", false)])
    func sslmodeDecidesWhetherTheConnectionIsEncrypted(mode: String, encrypted: Bool) async throws {
        try await withFreshDatabase { server, base in
            let settings = try PostgreSQLSettings(
                url: server.url(forDatabase: base.database, parameters: "sslmode=\(mode)"))
            let database = try await PostgreSQLDatabase.open(settings, schema: Self.schema, applicationName: "test")
            let ssl = try await database.read { connection, logger in
                try await connection.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: logger)
                    .collect().first?.decode(Bool.self)
            }
            #expect(ssl == encrypted)
            await database.close()
        }
    }
}
