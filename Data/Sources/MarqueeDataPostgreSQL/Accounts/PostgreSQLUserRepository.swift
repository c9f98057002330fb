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
///
/// Orders live in the same database, so ``delete(_:)`` keeps the box
/// office's rule in its own transaction: it locks the customer's row first
/// (`FOR UPDATE`), which an order being placed for them also locks (`FOR
/// SHARE`, and the foreign key), so the two cannot interleave; a customer
/// with an unpaid order stays. A customer whose paid or cancelled orders
/// remain keeps a row without a name; one without orders leaves none.
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
            throw mapped(error)
        }
    }

    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        try await users(
            "SELECT id, name, normalized_name FROM marquee.users WHERE id = \(id.rawValue) AND NOT deleted"
        ).first
    }

    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try await users(
            "SELECT id, name, normalized_name FROM marquee.users WHERE normalized_name = \(name.normalized)"
        ).first
    }

    public func delete(_ id: UserID) async throws(AccountsError) {
        do {
            try await database.write { connection, logger in
                let stored = try await connection.query(
                    "SELECT 1 FROM marquee.users WHERE id = \(id.rawValue) AND NOT deleted FOR UPDATE", logger: logger
                ).collect()
                guard !stored.isEmpty else { return }
                let owes = try await connection.query(
                    """
                    SELECT 1 FROM marquee.orders WHERE customer_id = \(id.rawValue) AND status = 'unpaid' LIMIT 1
                    """,
                    logger: logger
                ).collect()
                if !owes.isEmpty { throw AccountsError.userHasUnpaidOrders(id) }
                let named = try await connection.query(
                    "SELECT 1 FROM marquee.orders WHERE customer_id = \(id.rawValue) LIMIT 1", logger: logger
                ).collect()
                if named.isEmpty {
                    try await connection.query("DELETE FROM marquee.users WHERE id = \(id.rawValue)", logger: logger)
                } else {
                    try await connection.query(
                        """
                        UPDATE marquee.users SET name = '', normalized_name = NULL, deleted = true
                        WHERE id = \(id.rawValue)
                        """,
                        logger: logger)
                }
            }
        } catch {
            throw mapped(error)
        }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        try await users(
            "SELECT id, name, normalized_name FROM marquee.users WHERE NOT deleted ORDER BY normalized_name")
    }

    /// The users `query` selects (`id, name, normalized_name`), in its order.
    private func users(_ query: PostgresQuery) async throws(AccountsError) -> [User] {
        do {
            return try await database.read { connection, logger in
                try await connection.query(query, logger: logger).collect().map { row in
                    let (id, name, normalized) = try row.decode((String, String, String?).self)
                    return try UserRecord(id: id, name: name, normalizedName: normalized ?? "").toDomain()
                }
            }
        } catch {
            throw mapped(error)
        }
    }

    /// A storage failure as the port reports it: the driver's one-line
    /// ``PostgreSQLError`` (never the password); a domain refusal passes through.
    private func mapped(_ error: any Error) -> AccountsError {
        let target = database.settings.targetDatabase
        let place = StoragePlace.server(database: target.name, address: target.address, user: target.user)
        switch error {
        case let .storageFailed(failure) as AccountsError: return .storageFailed(failure.placed(at: place))
        case let error as AccountsError: return error
        case let error as PostgreSQLError: return .storageFailed(StorageFailure(error))
        default: return .storageFailed(StorageFailure(.refused(code: "unexpected"), place: place))
        }
    }
}
