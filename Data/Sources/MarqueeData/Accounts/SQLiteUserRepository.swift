import GRDB
public import MarqueeDomain
public import MarqueeSQLite

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
        try await write { db in
            let holder = try String.fetchOne(
                db, sql: "SELECT id FROM user WHERE normalized_name = ? AND id != ?",
                arguments: [record.normalizedName, record.id]
            )
            if holder != nil { throw AccountsError.userNameTaken(user.name) }
            do {
                try record.save(db)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                throw AccountsError.userNameTaken(user.name)
            }
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
        try await write { db in _ = try UserRecord.deleteOne(db, key: id.rawValue) }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        var users: [User] = []
        for record in try await read({ db in try UserRecord.order(Column("normalized_name")).fetchAll(db) }) {
            users.append(try record.toDomain())
        }
        return users
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(AccountsError) -> T
    {
        do {
            return try await database.read(body)
        } catch {
            throw Self.mapped(error)
        }
    }

    /// Runs `body` in one write transaction. A database fault reaches callers
    /// as the driver words it (the file, the fault, what to do).
    private func write(_ body: @escaping @Sendable (Database) throws -> Void) async throws(AccountsError) {
        do {
            try await database.write(body)
        } catch {
            throw Self.mapped(error)
        }
    }

    /// A storage failure as the port reports it: the driver's own error
    /// (``SQLiteError``) worded for people; a domain refusal passes through.
    private static func mapped(_ error: any Error) -> AccountsError {
        (error as? AccountsError) ?? .storageFailed(String(describing: error))
    }
}
