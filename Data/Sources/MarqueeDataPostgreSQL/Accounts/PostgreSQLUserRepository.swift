import MarqueeData
public import MarqueeDomain
public import MarqueePostgreSQL
import PostgresNIO

/// Users in PostgreSQL (`marquee.users`), for several machines sharing one
/// server.
///
/// Names are unique ignoring letter case: ``save(_:)`` checks inside its
/// transaction, and the unique constraint on the normalized name is the
/// backstop when two desks register the same name at the same moment.
public struct PostgreSQLUserRepository: UserRepository {
    private let database: PostgreSQLDatabase

    /// Creates the repository over an open database (see ``MarqueePostgreSQLSchema``).
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func save(_ user: User) async throws(AccountsError) {
        let record = UserRecord(user)
        do {
            try await database.write { connection, logger in
                let holders = try await connection.query(
                    """
                    SELECT id FROM marquee.users WHERE normalized_name = \(record.normalizedName) AND id <> \(record.id)
                    """,
                    logger: logger
                ).collect()
                if !holders.isEmpty { throw AccountsError.userNameTaken(user.name) }
                try await connection.query(
                    """
                    INSERT INTO marquee.users (id, name, normalized_name)
                    VALUES (\(record.id), \(record.name), \(record.normalizedName))
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, normalized_name = excluded.normalized_name
                    """,
                    logger: logger
                )
            }
        } catch let error as PostgreSQLError
            where error.kind == .uniqueViolation(constraint: "users_normalized_name_key")
        {
            throw .userNameTaken(user.name)
        } catch {
            throw Self.mapped(error)
        }
    }

    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        try await users("SELECT id, name, normalized_name FROM marquee.users WHERE id = \(id.rawValue)").first
    }

    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try await users(
            "SELECT id, name, normalized_name FROM marquee.users WHERE normalized_name = \(name.normalized)"
        ).first
    }

    public func delete(_ id: UserID) async throws(AccountsError) {
        do {
            try await database.write { connection, logger in
                try await connection.query("DELETE FROM marquee.users WHERE id = \(id.rawValue)", logger: logger)
            }
        } catch {
            throw Self.mapped(error)
        }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        try await users("SELECT id, name, normalized_name FROM marquee.users ORDER BY normalized_name")
    }

    /// The users `query` selects (`id, name, normalized_name`), in its order.
    private func users(_ query: PostgresQuery) async throws(AccountsError) -> [User] {
        let records: [UserRecord]
        do {
            records = try await database.read { connection, logger in
                try await connection.query(query, logger: logger).collect().map { row in
                    let (id, name, normalized) = try row.decode((String, String, String).self)
                    return UserRecord(id: id, name: name, normalizedName: normalized)
                }
            }
        } catch {
            throw Self.mapped(error)
        }
        var users: [User] = []
        for record in records { users.append(try record.toDomain()) }
        return users
    }

    /// A storage failure as the port reports it: the driver's one-line
    /// ``PostgreSQLError`` (never the password); a domain refusal passes through.
    private static func mapped(_ error: any Error) -> AccountsError {
        (error as? AccountsError) ?? .storageFailed(String(describing: error))
    }
}
