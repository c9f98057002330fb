import Logging
import PostgresNIO

/// Brings one database to a ``PostgreSQLSchema``'s latest version over one connection.
///
/// When the schema is current this costs one query. Otherwise it takes an
/// advisory lock named after the schema (several processes opening a new
/// database at once wait for each other), reads the versions again, refuses a
/// database from a newer program, and applies each missing migration in its
/// own transaction with its row in `schema_migration`.
struct PostgreSQLMigrator {
    let schema: PostgreSQLSchema
    let connection: PostgresConnection
    let logger: Logger

    /// The table the applied versions are recorded in. Identifiers cannot be
    /// parameters; ``PostgreSQLSchema/name`` is checked to be a plain
    /// identifier when the schema is made, so it is written into the SQL
    /// (`unescaped:`). Every value is a parameter.
    private var table: String { "\(schema.name).schema_migration" }

    func migrate() async throws {
        if try await appliedVersion() == schema.latestVersion, schema.latestVersion > 0 { return }
        try await connection.query("SELECT pg_advisory_lock(hashtext(\(lockName)))", logger: logger).collect()
        do {
            try await connection.query("CREATE SCHEMA IF NOT EXISTS \(unescaped: schema.name)", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: table) (
                    version integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """,
                logger: logger
            )
            let applied = try await appliedVersion() ?? 0
            guard applied <= schema.latestVersion else {
                throw PostgreSQLError(
                    kind: .newerSchema(found: applied, supported: schema.latestVersion), target: "")
            }
            for migration in schema.migrations where migration.version > applied {
                try await apply(migration)
            }
        } catch {
            _ = try? await connection.query("SELECT pg_advisory_unlock(hashtext(\(lockName)))", logger: logger)
                .collect()
            throw error
        }
        try await connection.query("SELECT pg_advisory_unlock(hashtext(\(lockName)))", logger: logger).collect()
    }

    private var lockName: String { "schema_migration:\(schema.name)" }

    /// The highest applied version, or `nil` when the table does not exist yet.
    private func appliedVersion() async throws -> Int? {
        let exists =
            try await connection.query(
                "SELECT to_regclass(\(table)) IS NOT NULL", logger: logger
            ).collect().first?.decode(Bool.self) ?? false
        guard exists else { return nil }
        let rows = try await connection.query(
            "SELECT coalesce(max(version), 0) FROM \(unescaped: table)", logger: logger
        ).collect()
        return try rows.first?.decode(Int.self) ?? 0
    }

    private func apply(_ migration: PostgreSQLSchema.Migration) async throws {
        try await connection.query("BEGIN", logger: logger)
        do {
            for statement in migration.statements {
                try await connection.query(statement, logger: logger)
            }
            try await connection.query(
                "INSERT INTO \(unescaped: table) (version, name) VALUES (\(migration.version), \(migration.name))",
                logger: logger
            )
            try await connection.query("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }
}
