import GRDB
import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// Desks in Marquee's SQLite database (table `desk`): a name, a role, the
/// digest of its token (never the token), when it was added and revoked.
public struct SQLiteDeskRepository: DeskRepository {
    private let database: SQLiteDatabase

    /// Creates the repository over an open database (see ``MarqueeDatabase``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError) {
        try await write { db in
            if try Bool.fetchOne(
                db, sql: "SELECT 1 FROM desk WHERE normalized_name = ?", arguments: [desk.name.normalized])
                == true
            {
                throw DeskError.deskNameTaken(desk.name)
            }
            try db.execute(
                sql: """
                    INSERT INTO desk (normalized_name, name, role, token_digest, added_at, revoked_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    desk.name.normalized, desk.name.displayName, desk.role.rawValue, tokenDigest.hex,
                    desk.addedAt.secondsSinceEpoch, desk.revokedAt?.secondsSinceEpoch,
                ])
        }
    }

    public func desk(named name: DeskName) async throws(DeskError) -> Desk? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM desk WHERE normalized_name = ?", arguments: [name.normalized])
                .map(Self.credential)?.desk
        }
    }

    public func allDesks() async throws(DeskError) -> [Desk] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM desk ORDER BY normalized_name").map(Self.credential).map(\.desk)
        }
    }

    public func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk {
        try await write { db in
            guard
                var desk = try Row.fetchOne(
                    db, sql: "SELECT * FROM desk WHERE normalized_name = ?", arguments: [name.normalized]
                ).map(Self.credential)?.desk
            else { throw DeskError.unknownDesk(name) }
            try desk.revoke(at: time)
            try db.execute(
                sql: "UPDATE desk SET revoked_at = ? WHERE normalized_name = ?",
                arguments: [time.secondsSinceEpoch, name.normalized])
            return desk
        }
    }

    public func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential? {
        try await read { db in
            // Asked on every request of the service: compiled once per connection.
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM desk WHERE token_digest = ?"), arguments: [digest.hex]
            ).map(Self.credential)
        }
    }

    /// A stored row as a desk and its digest.
    static func credential(_ row: Row) throws -> DeskCredential {
        let name: String = row["name"]
        let roleName: String = row["role"]
        let added: Int64 = row["added_at"]
        let revoked: Int64? = row["revoked_at"]
        guard let role = DeskRole(rawValue: roleName) else {
            throw DeskError.storageFailed(StorageFailure(.refused(code: "desk role \(roleName)"), place: .unknown))
        }
        let desk = Desk(
            name: try DeskName(name), role: role, addedAt: Timestamp(secondsSinceEpoch: added),
            revokedAt: revoked.map(Timestamp.init(secondsSinceEpoch:)))
        return DeskCredential(desk: desk, tokenDigest: DeskTokenDigest(hex: row["token_digest"]))
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(DeskError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw mapped(error)
        }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(DeskError) -> T {
        do {
            return try await database.write(body)
        } catch {
            throw mapped(error)
        }
    }

    private func mapped(_ error: any Error) -> DeskError {
        let path = database.location.description
        switch error {
        case let error as DeskError: return error
        case let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE:
            return .storageFailed(StorageFailure(.conflict, place: .file(path)))
        default: return .storageFailed(StorageFailure.from(error, path: path))
        }
    }
}
