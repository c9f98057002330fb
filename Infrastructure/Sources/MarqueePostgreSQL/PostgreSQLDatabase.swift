public import Logging
public import PostgresNIO
import Synchronization

/// A PostgreSQL database behind postgres-nio's connection pool, its schema
/// migrated: reads on any pooled connection, writes in transactions, every
/// fault one ``PostgreSQLError``.
///
/// ``open(_:schema:applicationName:operationTimeout:logger:)`` first connects
/// once on its own, so a wrong URL, password or database fails at once with
/// its own message (a pool would keep retrying), and applies the migrations
/// the database lacks. From then on the pool connects, reconnects after the
/// server restarts, and caps the connections at
/// ``PostgreSQLSettings/maximumConnections``.
///
/// Every operation has a deadline (``operationTimeout``); the server cancels
/// any one statement after ``PostgreSQLSettings/statementTimeout``. Statements
/// are `PostgresQuery` values: interpolated values are sent as parameters of
/// the extended protocol, never spliced into the SQL.
public final class PostgreSQLDatabase: Sendable {
    /// The database's settings (``PostgreSQLSettings/target`` names it in messages).
    public let settings: PostgreSQLSettings
    /// How long one operation (waiting for a connection included) may take.
    public let operationTimeout: Duration
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let logger: Logger

    private init(settings: PostgreSQLSettings, client: PostgresClient, operationTimeout: Duration, logger: Logger) {
        self.settings = settings
        self.client = client
        self.operationTimeout = operationTimeout
        self.logger = logger
        runner = Task { await client.run() }
    }

    deinit {
        runner.cancel()
    }

    /// Connects, checks the schema, applies the migrations the database lacks
    /// and starts the pool.
    ///
    /// - Parameters:
    ///   - settings: The parsed URL.
    ///   - schema: The application's tables; a database holding a later
    ///     version than ``PostgreSQLSchema/latestVersion`` is refused and left untouched.
    ///   - applicationName: Shown in the server's `pg_stat_activity`.
    ///   - operationTimeout: The deadline of each later operation.
    ///   - logger: For the driver's own background messages.
    /// - Throws: ``PostgreSQLError``: unreachable, authentication failed,
    ///   database missing, TLS, newer schema, a migration refused.
    public static func open(
        _ settings: PostgreSQLSettings,
        schema: PostgreSQLSchema,
        applicationName: String,
        operationTimeout: Duration = .seconds(15),
        logger: Logger = Logger(label: "postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws(PostgreSQLError) -> PostgreSQLDatabase {
        let tls = try TLSChoice(settings)
        let startup = [
            ("application_name", applicationName),
            ("statement_timeout", "\(milliseconds(settings.statementTimeout))"),
        ]
        do {
            try await withDeadline(settings.connectTimeout + operationTimeout, settings: settings) {
                var configuration = PostgresConnection.Configuration(
                    host: settings.host, port: settings.port, username: settings.user,
                    password: settings.password, database: settings.database, tls: try tls.connection()
                )
                configuration.options.connectTimeout = .milliseconds(milliseconds(settings.connectTimeout))
                configuration.options.additionalStartupParameters = startup
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 0, logger: logger)
                do {
                    try await PostgreSQLMigrator(schema: schema, connection: connection, logger: logger).migrate()
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            }
        } catch {
            throw PostgreSQLError.from(error, settings: settings)
        }
        var configuration = PostgresClient.Configuration(
            host: settings.host, port: settings.port, username: settings.user, password: settings.password,
            database: settings.database, tls: tls.client
        )
        configuration.options.connectTimeout = settings.connectTimeout
        configuration.options.maximumConnections = settings.maximumConnections
        configuration.options.additionalStartupParameters = startup
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        return PostgreSQLDatabase(
            settings: settings, client: client, operationTimeout: operationTimeout, logger: logger)
    }

    /// Runs `body` on a pooled connection, outside any explicit transaction.
    /// A read that finds its connection broken (the server restarted) runs
    /// once more on a new one.
    ///
    /// - Throws: What `body` throws when it is not a driver fault (a domain
    ///   refusal passes through unchanged), else ``PostgreSQLError``.
    @discardableResult
    public func read<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws -> T
    {
        do {
            return try await run { connection in try await body(connection, self.logger) }
        } catch let error as PostgreSQLError where error.kind.isConnectionLoss {
            return try await run { connection in try await body(connection, self.logger) }
        }
    }

    /// Runs `body` in one transaction (`BEGIN` … `COMMIT`), rolled back when
    /// it throws. When `BEGIN` itself finds the connection broken, nothing was
    /// sent, so the transaction runs once more on a new connection.
    ///
    /// - Throws: What `body` throws when it is not a driver fault (a domain
    ///   refusal passes through unchanged), else ``PostgreSQLError``.
    @discardableResult
    public func write<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws -> T
    {
        do {
            return try await transaction(body)
        } catch let error as BeginFailed where error.underlying.kind.isConnectionLoss {
            return try await transaction(body)
        } catch let error as BeginFailed {
            throw error.underlying
        }
    }

    /// Stops the pool and closes its connections.
    public func close() async {
        runner.cancel()
        await runner.value
    }

    // MARK: - Running

    private struct BeginFailed: Error {
        let underlying: PostgreSQLError
    }

    private func transaction<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws -> T
    {
        let logger = self.logger
        let settings = self.settings
        return try await run { connection in
            do {
                try await connection.query("BEGIN", logger: logger)
            } catch {
                throw BeginFailed(underlying: PostgreSQLError.from(error, settings: settings))
            }
            do {
                let result = try await body(connection, logger)
                try await connection.query("COMMIT", logger: logger)
                return result
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// Leases a connection for `body` within the deadline; driver faults
    /// become ``PostgreSQLError``, other errors pass through.
    private func run<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T
    {
        let client = self.client
        let settings = self.settings
        do {
            return try await Self.withDeadline(operationTimeout, settings: settings) {
                try await client.withConnection { connection in try await body(connection) }
            }
        } catch let error as BeginFailed {
            throw error
        } catch let error where Self.isDriverFault(error) {
            throw PostgreSQLError.from(error, settings: settings)
        }
    }

    private static func isDriverFault(_ error: any Error) -> Bool {
        error is PSQLError || error is PostgresDecodingError || error is PostgreSQLError || error is IOError
            || error is ChannelError
    }

    /// Runs `body`, or throws ``PostgreSQLError/Kind/timedOut(_:)`` once
    /// `limit` has passed. `body` is then cancelled and left to finish on its
    /// own: a statement stuck on a dead server must not hold the caller.
    static func withDeadline<T: Sendable>(
        _ limit: Duration, settings: PostgreSQLSettings, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let race = DeadlineRace<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                race.attach(
                    work: Task {
                        do { race.finish(.success(try await body())) } catch { race.finish(.failure(error)) }
                    },
                    timer: Task {
                        try? await Task.sleep(for: limit)
                        race.finish(
                            .failure(PostgreSQLError(kind: .timedOut(limit), database: settings.targetDatabase)))
                    }
                )
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }
}

/// The first of work, timer and cancellation to finish resumes the caller; the others are cancelled.
private final class DeadlineRace<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var tasks: [Task<Void, Never>] = []
        var done = false
    }

    private let state = Mutex(State())

    /// Keeps the caller's continuation; resumes it at once when cancelled already.
    func start(_ continuation: CheckedContinuation<T, any Error>) {
        let cancelledAlready = state.withLock { state in
            if !state.done { state.continuation = continuation }
            return state.done
        }
        if cancelledAlready { continuation.resume(throwing: CancellationError()) }
    }

    func attach(work: Task<Void, Never>, timer: Task<Void, Never>) {
        let finished = state.withLock { state in
            state.tasks = [work, timer]
            return state.done
        }
        if finished {
            work.cancel()
            timer.cancel()
        }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, tasks) = state.withLock { state in
            guard !state.done else { return (CheckedContinuation<T, any Error>?.none, [Task<Void, Never>]()) }
            state.done = true
            defer { state.continuation = nil }
            return (state.continuation, state.tasks)
        }
        tasks.forEach { $0.cancel() }
        continuation?.resume(with: result)
    }
}

private func milliseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
}

/// `sslmode` as postgres-nio's TLS settings, built once.
private struct TLSChoice {
    let client: PostgresClient.Configuration.TLS
    private let configuration: TLSConfiguration?
    private let required: Bool

    init(_ settings: PostgreSQLSettings) throws(PostgreSQLError) {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch settings.tls {
        case .disable:
            configuration = nil
            required = false
            client = .disable
            return
        case .prefer, .require:
            tls.certificateVerification = .none
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        }
        if let root = settings.rootCertificatePath {
            tls.trustRoots = .file(root)
        }
        configuration = tls
        required = settings.tls != .prefer
        client = required ? .require(tls) : .prefer(tls)
    }

    /// The single connection's TLS (it takes a context, which may fail to load a CA file).
    func connection() throws -> PostgresConnection.Configuration.TLS {
        guard let configuration else { return .disable }
        let context = try NIOSSLContext(configuration: configuration)
        return required ? .require(context) : .prefer(context)
    }
}
