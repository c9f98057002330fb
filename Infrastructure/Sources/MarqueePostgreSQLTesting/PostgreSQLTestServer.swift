import Foundation
import MarqueeInfrastructureTesting
import Logging
public import MarqueePostgreSQL
public import PostgresNIO

/// The real PostgreSQL server the PostgreSQL tests run against, named by
/// `MARQUEE_TEST_POSTGRES_URL` (a superuser's URL, as `Scripts/postgres-server
/// start` writes into its env file). Each test takes a database of its own
/// (``makeDatabase()``), so tests run in parallel without seeing each other.
///
/// Without the variable the tests are skipped with ``skipReason`` — except
/// when `CI` is set: then ``shouldRun`` is true and ``required()`` fails the
/// test, so a CI run without its server cannot pass by skipping.
public struct PostgreSQLTestServer: Sendable {
    /// The server's superuser settings, on its maintenance database.
    public let settings: PostgreSQLSettings
    /// `Scripts/postgres-server` (from `MARQUEE_TEST_POSTGRES_CONTROL`), which can restart the server.
    public let control: String?
    /// The URL as given, password included: only for building other URLs on this server.
    private let url: String

    /// What a developer without a server reads in the skipped test's note.
    public static let skipReason =
        "no PostgreSQL server: run `Scripts/postgres-server start` (Scripts/test then finds it), "
        + "or set MARQUEE_TEST_POSTGRES_URL to a superuser's postgres:// URL"

    /// Whether PostgreSQL tests run: a server is named, or CI is set (and they must).
    public static var shouldRun: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["MARQUEE_TEST_POSTGRES_URL"].map { !$0.isEmpty } == true
            || environment["CI"].map { !$0.isEmpty } == true
    }

    /// The server, or an error that fails the test (CI without a server, or an unusable URL).
    public static func required() throws -> PostgreSQLTestServer {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["MARQUEE_TEST_POSTGRES_URL"], !url.isEmpty else {
            throw Unavailable(reason: "CI is set but MARQUEE_TEST_POSTGRES_URL is not; " + skipReason)
        }
        return PostgreSQLTestServer(
            settings: try PostgreSQLSettings(url: patient(url)),
            control: environment["MARQUEE_TEST_POSTGRES_CONTROL"].flatMap { $0.isEmpty ? nil : $0 }, url: url
        )
    }

    /// `url` with a connect timeout of ``testConnectTimeout`` seconds unless it names
    /// its own: tests run many at once, in CI beside other builds and under
    /// ThreadSanitizer, where a loopback connection can wait longer than the
    /// five seconds a user's URL gets by default.
    static func patient(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return url }
        var items = components.queryItems ?? []
        guard !items.contains(where: { $0.name == "connect_timeout" }) else { return url }
        items.append(URLQueryItem(name: "connect_timeout", value: String(testConnectTimeout)))
        components.queryItems = items
        return components.string ?? url
    }

    /// Seconds a test's connection may take to open (see ``patient(_:)``).
    public static let testConnectTimeout = 60

    /// A URL for `database` on this server, as the superuser, with query
    /// `parameters` (`statement_timeout=300&sslmode=require`), the tests'
    /// patient connect timeout unless they name one (see ``patient(_:)``) and,
    /// when given, another password.
    public func url(forDatabase database: String, parameters: String = "", password: String? = nil) -> String {
        var components = URLComponents(string: url) ?? URLComponents()
        components.path = "/" + database
        components.percentEncodedQuery = parameters.isEmpty ? nil : parameters
        if let password { components.password = password }
        return Self.patient(components.string ?? url)
    }

    /// Why a PostgreSQL test cannot run.
    public struct Unavailable: Error, CustomStringConvertible {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }

        public var description: String { reason }
    }

    /// Creates an empty database with a fresh name and returns its settings.
    /// Call ``dropDatabase(_:)`` when done (the cluster is throwaway, so a
    /// failing test that leaves one behind harms nothing).
    public func makeDatabase() async throws -> PostgreSQLSettings {
        let name = "marquee_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        // CREATE DATABASE takes an identifier, never a parameter; `name` is
        // made here from hex digits only.
        try await execute("CREATE DATABASE \(unescaped: name)")
        return settings.with(database: name)
    }

    /// Removes a database made by ``makeDatabase()``, closing its connections.
    public func dropDatabase(_ database: PostgreSQLSettings) async {
        guard database.database.hasPrefix("marquee_test_"),
            database.database.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return }
        try? await execute("DROP DATABASE IF EXISTS \(unescaped: database.database) WITH (FORCE)")
    }

    /// Runs `query` as the superuser, on the maintenance database or on `database`.
    public func execute(_ query: PostgresQuery, in database: PostgreSQLSettings? = nil) async throws {
        _ = try await rows(query, in: database)
    }

    /// Runs `query` as the superuser and returns its rows.
    public func rows(_ query: PostgresQuery, in database: PostgreSQLSettings? = nil) async throws -> [PostgresRow] {
        try await withConnection(to: database ?? settings) { connection, logger in
            try await connection.query(query, logger: logger).collect()
        }
    }

    /// Creates a database for `body` (``makeDatabase()``) and drops it afterwards, also when `body` throws.
    public func withFreshDatabase<T>(_ body: (PostgreSQLSettings) async throws -> T) async throws -> T {
        let database = try await makeDatabase()
        do {
            let result = try await body(database)
            await dropDatabase(database)
            return result
        } catch {
            await dropDatabase(database)
            throw error
        }
    }

    /// A connection of its own to `database` as the superuser, closed after `body`.
    private func withConnection<T>(
        to database: PostgreSQLSettings, _ body: (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let logger = Logger(label: "postgres-test-server", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await PostgresConnection.connect(
            configuration: PostgresConnection.Configuration(
                host: database.host, port: database.port, username: database.user, password: database.password,
                database: database.database, tls: .disable
            ),
            id: 1, logger: logger
        )
        do {
            let result = try await body(connection, logger)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    // MARK: - SQL a test writes itself

    /// Runs `sql` — a statement the test wrote, never input — as the superuser.
    public func execute(sql: String, in database: PostgreSQLSettings? = nil) async throws {
        _ = try await rows(PostgresQuery(unsafeSQL: sql), in: database)
    }

    /// The integer in the first column of the first row `sql` returns, or `nil`.
    public func integer(sql: String, in database: PostgreSQLSettings? = nil) async throws -> Int? {
        try await rows(PostgresQuery(unsafeSQL: sql), in: database).first?.decode(Int.self)
    }

    /// Opens a transaction on a connection of its own, runs `statements` in
    /// it (such as `SELECT … FOR UPDATE`, to hold rows as another client
    /// would), runs `body` meanwhile, then rolls back.
    public func holdingTransaction(
        _ statements: [String], in database: PostgreSQLSettings, while body: () async throws -> Void
    ) async throws {
        try await withConnection(to: database) { connection, logger in
            _ = try await connection.query("BEGIN", logger: logger).collect()
            for statement in statements {
                _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger).collect()
            }
            try await body()
            _ = try await connection.query("ROLLBACK", logger: logger).collect()
        }
    }

    /// Restarts the server (`Scripts/postgres-server restart`), which closes
    /// every connection; it listens again on the same port when this returns.
    public func restart() async throws {
        guard let control else {
            throw Unavailable(reason: "MARQUEE_TEST_POSTGRES_CONTROL is not set; cannot restart the server")
        }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: control)
        process.arguments = ["restart"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let ended = await process.finish()
        guard ended.status == 0 else {
            throw Unavailable(reason: "\(control) restart exited with \(ended.status)")
        }
    }
}
