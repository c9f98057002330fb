#if PostgreSQL
import Foundation
import MarqueePostgreSQL
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import Testing

/// The box office through the built `marquee` binary with accounts,
/// screenings and orders in PostgreSQL (`MARQUEE_DATABASE_URL`): the README
/// session unchanged, concurrent buyers from many processes, and every
/// fault in one line with exit 1, the password in no output.
@Suite(
    "The box office on PostgreSQL", .serialized,
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLBoxOfficeTests {
    /// A `marquee` whose box office is a fresh database on the test server, for `body`.
    func withMarqueeOnPostgreSQL(
        parameters: String = "",
        _ body: (MarqueeProcess, PostgreSQLTestServer, String) async throws -> Void
    ) async throws {
        let server = try PostgreSQLTestServer.required()
        try await server.withFreshDatabase { database in
            let url = server.url(forDatabase: database.database, parameters: parameters)
            let marquee = try MarqueeProcess(environment: ["MARQUEE_DATABASE_URL": url])
            defer { marquee.cleanUp() }
            try await body(marquee, server, database.database)
        }
    }

    func count(_ server: PostgreSQLTestServer, _ database: String, _ table: String) async throws -> Int {
        try await server.integer(
            sql: "SELECT count(*)::integer FROM \(table)", in: server.settings.with(database: database)) ?? -1
    }

    @Test func theReadmeSessionRunsUnchanged() async throws {
        try await withMarqueeOnPostgreSQL { marquee, server, database in
            try await BoxOfficeSessionTests.session(marquee)
            // It went to PostgreSQL, not to the SQLite file.
            #expect(try await count(server, database, "marquee.users") == 2)
            #expect(try await count(server, database, "marquee.orders") == 2)
            let local = try await MarqueeProcess(dataDirectory: marquee.dataDirectory).json("users", "list")
            #expect((local["users"] as? [Any])?.isEmpty == true, "\(local)")
        }
    }

    @Test func theServersPasswordIsInNoOutputNorLogLine() async throws {
        try await withMarqueeOnPostgreSQL { marquee, server, _ in
            let secret = try #require(server.settings.password)
            for arguments in [["users", "register", "Hicks"], ["users", "list", "--json"], ["program"]] {
                let result = try await marquee.run(arguments, environment: ["MARQUEE_LOG": "trace"])
                #expect(result.status == 0, "\(result.stderr)")
                #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
            }
        }
    }

    @Test func theJSONShapesAreTheSame() async throws {
        try await withMarqueeOnPostgreSQL { marquee, _, _ in
            try await BoxOfficeSessionTests.jsonShapes(marquee)
        }
    }

    @Test func theDatabaseURLFlagChoosesTheServerToo() async throws {
        try await withMarqueeOnPostgreSQL { marquee, server, database in
            let url = server.url(forDatabase: database)
            let plain = try MarqueeProcess(dataDirectory: marquee.dataDirectory)
            let result = try await plain.run("users", "register", "Lambert", "--database-url", url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try await count(server, database, "marquee.users") == 1)
        }
    }

    @Test func manyBuyerProcessesSellExactlyTheSeatsThereAre() async throws {
        try await withMarqueeOnPostgreSQL { marquee, server, database in
            let capacity = 5
            let buyers = (1...16).map { "buyer\($0 < 10 ? "0" : "")\($0)" }
            for buyer in buyers { try await marquee.register(buyer) }
            let screening = try await marquee.schedule(seats: capacity)
            let started = try buyers.map { buyer in
                try marquee.start([
                    "orders", "place", "--user", buyer, "--screening", screening, "--quantity", "1", "--json",
                ])
            }
            var results: [MarqueeProcess.Result] = []
            for process in started { results.append(try await marquee.finish(process)) }
            let winners = results.filter { $0.status == 0 }
            #expect(winners.count == capacity)
            for result in results where result.status != 0 {
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("marquee: Sold out"), "\(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1)
            }
            #expect(try await marquee.program().first?["seatsSold"] as? Int == capacity)
            #expect(try await count(server, database, "marquee.orders") == capacity)
            #expect(try await count(server, database, "marquee.order_lines") == capacity)
        }
    }

    /// A fault: exit 1, nothing on standard output, one line on standard
    /// error containing `phrase`, and no password anywhere.
    func expectFault(
        _ result: MarqueeProcess.Result, saying phrase: String, passwords: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("marquee: "), sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(phrase), "\(result.stderr)", sourceLocation: sourceLocation)
        for password in passwords {
            #expect(!result.stderr.contains(password), sourceLocation: sourceLocation)
        }
    }

    @Test func anUnreachableServerAWrongPasswordAndAMissingDatabaseEachEndInOneLine() async throws {
        let server = try PostgreSQLTestServer.required()
        let secret = server.settings.password ?? "\u{0}"
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let closedPort = try TestHTTPServer.unusedPort()
        let unreachable = "postgres://marquee:\(secret)@127.0.0.1:\(closedPort)/marquee?connect_timeout=3"
        await expectFault(
            try marquee.run(["program"], environment: ["MARQUEE_DATABASE_URL": unreachable]),
            saying:
                "Cannot reach the PostgreSQL database marquee at 127.0.0.1:\(closedPort) (user marquee): the connection was refused",
            passwords: [secret])

        let wrong = server.url(forDatabase: server.settings.database, password: "not-the-password-42")
        await expectFault(
            try marquee.run(["users", "list"], environment: ["MARQUEE_DATABASE_URL": wrong, "MARQUEE_LOG": "trace"]),
            saying: "refused the login: wrong user or password", passwords: [secret, "not-the-password-42"])

        let missing = server.url(forDatabase: "marquee_nowhere")
        await expectFault(
            try marquee.run(["users", "register", "Kane"], environment: ["MARQUEE_DATABASE_URL": missing]),
            saying: "The PostgreSQL database marquee_nowhere at", passwords: [secret])
        // Nothing went to the SQLite file instead.
        #expect(await (try marquee.json("users", "list")["users"] as? [Any])?.isEmpty == true)
    }

    @Test func anUnusableURLIsAUsageErrorThatNamesThePart() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let result = try await marquee.run(
            ["users", "list"], environment: ["MARQUEE_DATABASE_URL": "postgres://desk:sup3rsecret@db.example.org/"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "marquee: The PostgreSQL URL is not usable: it names no database, or more than one path segment (…@HOST:PORT/DATABASE).\n"
        )
        // Commands that do not use the box office still run.
        #expect(
            try await marquee.run(["movies", "search", "alien"], environment: ["MARQUEE_DATABASE_URL": "postgres://x"])
                .status
                == 0)
    }

    @Test func aDatabaseFromANewerMarqueeIsRefusedNamingBothVersions() async throws {
        try await withMarqueeOnPostgreSQL { marquee, server, database in
            try await marquee.register("Parker")
            // The version this binary migrated to, read back rather than
            // written here: Scripts/new-feature --postgresql appends one.
            let understood =
                try await server.integer(
                    sql: "SELECT max(version)::integer FROM marquee.schema_migration",
                    in: server.settings.with(database: database)) ?? -1
            try await server.execute(
                sql: "INSERT INTO marquee.schema_migration (version, name) VALUES (99, 'from a newer Marquee')",
                in: server.settings.with(database: database))
            await expectFault(
                try marquee.run("users", "register", "Brett"),
                saying:
                    "was written by a newer version of Marquee (schema version 99; this one understands up to \(understood))",
                passwords: [server.settings.password ?? "\u{0}"])
            #expect(try await count(server, database, "marquee.users") == 1)
        }
    }

    @Test func aStatementPastItsTimeoutEndsInOneLineAndWritesNothing() async throws {
        try await withMarqueeOnPostgreSQL(parameters: "statement_timeout=500") { marquee, server, database in
            try await marquee.register("Ripley")
            let screening = try await marquee.schedule(seats: 10)
            let settings = server.settings.with(database: database)
            // Another desk holds the screening's row for longer than the timeout.
            try await server.holdingTransaction(
                ["SELECT seats_sold FROM marquee.screenings FOR UPDATE"], in: settings
            ) { () async throws in
                await expectFault(
                    try marquee.run("orders", "place", "--user", "Ripley", "--screening", screening, "--quantity", "2"),
                    saying:
                        "cancelled the operation after its time limit (statement_timeout) of 500 ms, so nothing was changed",
                    passwords: [server.settings.password ?? "\u{0}"])
            }
            #expect(try await count(server, database, "marquee.orders") == 0)
            #expect(try await marquee.program().first?["seatsSold"] as? Int == 0)
        }
    }
}
#endif
