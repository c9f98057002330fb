import GRDB
public import MarqueeDomain
public import MarqueeInfrastructure

/// Users in Marquee's SQLite database.
///
/// Names are unique ignoring letter case: ``save(_:)`` checks inside its
/// write transaction, and a unique index on the lower-cased name is the
/// backstop should two registrations race past the use case's check.
public struct SQLiteUserRepository: UserRepository {
    private let database: SQLiteDatabase

    /// Creates the repository over an open database (see ``MarqueeDatabase``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func save(_ user: User) async throws(AccountsError) {
        let record = UserRecord(user)
        try await write { db throws(AccountsError) in
            let holder: String?
            do {
                holder = try String.fetchOne(
                    db, sql: "SELECT id FROM user WHERE normalized_name = ? AND id != ?",
                    arguments: [record.normalizedName, record.id]
                )
            } catch {
                throw .storageFailed(String(describing: error))
            }
            if holder != nil { throw .userNameTaken(user.name) }
            do { try record.save(db) } catch { throw Self.mapped(error, name: user.name) }
        }
    }

    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        try await read { db in try UserRecord.fetchOne(db, key: id.rawValue) }?.toDomain()
    }

    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try await read { db in
            try UserRecord.filter(Column("normalized_name") == name.normalized).fetchOne(db)
        }?.toDomain()
    }

    public func delete(_ id: UserID) async throws(AccountsError) {
        try await write { db throws(AccountsError) in
            do { _ = try UserRecord.deleteOne(db, key: id.rawValue) } catch { throw Self.mapped(error, name: nil) }
        }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        var users: [User] = []
        for record in try await read({ db in try UserRecord.order(Column("normalized_name")).fetchAll(db) }) {
            users.append(try record.toDomain())
        }
        return users
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(AccountsError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw Self.mapped(error, name: nil)
        }
    }

    private func write(_ body: @escaping @Sendable (Database) throws(AccountsError) -> Void) async throws(AccountsError) {
        do {
            try await database.write { db in try body(db) }
        } catch let error as AccountsError {
            throw error
        } catch {
            throw Self.mapped(error, name: nil)
        }
    }

    /// A storage failure as the port reports it; the unique index refusing a
    /// name is the name being taken.
    private static func mapped(_ error: any Error, name: UserName?) -> AccountsError {
        if let error = error as? AccountsError { return error }
        if let name, let error = error as? DatabaseError, error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            return .userNameTaken(name)
        }
        return .storageFailed(String(describing: error))
    }
}
