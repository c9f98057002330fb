import GRDB
import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// Users in Marquee's SQLite database.
///
/// Names are unique ignoring letter case: ``save(_:)`` checks inside its
/// write transaction, and a unique index on the lower-cased name is the
/// backstop should two registrations race past the use case's check.
///
/// Orders live in the same file, so ``delete(_:)`` keeps the box office's
/// rule in its own transaction: a customer with an unpaid order stays. A
/// customer whose paid or cancelled orders remain keeps a row without a name
/// (their orders name them by a foreign key); one without orders leaves none.
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
        try await read { db in
            try UserRecord.registered.filter(Column("id") == id.rawValue).fetchOne(db)?.toDomain()
        }
    }

    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try await read { db in
            // Every order the service places names its customer: compiled once per connection.
            try UserRecord.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM user WHERE normalized_name = ?"), arguments: [name.normalized]
            )?.toDomain()
        }
    }

    public func delete(_ id: UserID) async throws(AccountsError) {
        try await write { db in
            let owes = try Row.fetchOne(
                db, sql: "SELECT 1 FROM \"order\" WHERE customer_id = ? AND status = 'unpaid' LIMIT 1",
                arguments: [id.rawValue])
            if owes != nil { throw AccountsError.userHasUnpaidOrders(id) }
            let named = try Row.fetchOne(
                db, sql: "SELECT 1 FROM \"order\" WHERE customer_id = ? LIMIT 1", arguments: [id.rawValue])
            if named != nil {
                try db.execute(
                    sql: "UPDATE user SET name = '', normalized_name = NULL, deleted = 1 WHERE id = ?",
                    arguments: [id.rawValue])
            } else {
                _ = try UserRecord.deleteOne(db, key: id.rawValue)
            }
        }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        try await read { db in
            try UserRecord.registered.order(Column("normalized_name")).fetchAll(db).map { record in
                try record.toDomain()
            }
        }
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(AccountsError) -> T
    {
        do {
            return try await database.read(body)
        } catch {
            throw mapped(error)
        }
    }

    /// Runs `body` in one write transaction. A database fault reaches callers
    /// as the driver words it (the file, the fault, what to do).
    private func write(_ body: @escaping @Sendable (Database) throws -> Void) async throws(AccountsError) {
        do {
            try await database.write(body)
        } catch {
            throw mapped(error)
        }
    }

    /// A storage failure as the port reports it: the driver's own error
    /// (``SQLiteError``) worded for people; a domain refusal passes through.
    private func mapped(_ error: any Error) -> AccountsError {
        let path = database.location.description
        switch error {
        case let .storageFailed(failure) as AccountsError: return .storageFailed(failure.placed(at: .file(path)))
        case let error as AccountsError: return error
        default: return .storageFailed(StorageFailure.from(error, path: path))
        }
    }
}
