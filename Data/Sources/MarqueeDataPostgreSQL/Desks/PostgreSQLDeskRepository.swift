import MarqueeData
public import MarqueeDomain
public import MarqueePostgreSQL
import PostgresNIO

/// Desks in PostgreSQL (`marquee.desks`), shared by every `marquee serve`
/// process on the server: a name, the digest of its token (never the
/// token), when it was added and revoked.
public struct PostgreSQLDeskRepository: DeskRepository {
    private let database: PostgreSQLDatabase

    /// Creates the repository over an open database (see ``MarqueePostgreSQLSchema``).
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError) {
        let (normalized, name, role, digest) = (
            desk.name.normalized, desk.name.displayName, desk.role.rawValue, tokenDigest.hex
        )
        let (added, revoked) = (desk.addedAt.secondsSinceEpoch, desk.revokedAt?.secondsSinceEpoch)
        do {
            try await database.write { connection, logger in
                let rows = try await connection.query(
                    """
                    INSERT INTO marquee.desks (normalized_name, name, role, token_digest, added_at, revoked_at)
                    VALUES (\(normalized), \(name), \(role), \(digest), \(added), \(revoked))
                    ON CONFLICT (normalized_name) DO NOTHING RETURNING 1
                    """,
                    logger: logger
                ).collect()
                if rows.isEmpty { throw DeskError.deskNameTaken(desk.name) }
            }
        } catch {
            throw mapped(error)
        }
    }

    public func desk(named name: DeskName) async throws(DeskError) -> Desk? {
        try await credentials(
            "SELECT name, role, token_digest, added_at, revoked_at FROM marquee.desks WHERE normalized_name = \(name.normalized)"
        ).first?.desk
    }

    public func allDesks() async throws(DeskError) -> [Desk] {
        try await credentials(
            "SELECT name, role, token_digest, added_at, revoked_at FROM marquee.desks ORDER BY normalized_name"
        ).map(\.desk)
    }

    public func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk {
        do {
            return try await database.write { connection, logger in
                let rows = try await connection.query(
                    """
                    SELECT name, role, token_digest, added_at, revoked_at FROM marquee.desks
                    WHERE normalized_name = \(name.normalized) FOR UPDATE
                    """,
                    logger: logger
                ).collect()
                guard let row = rows.first else { throw DeskError.unknownDesk(name) }
                var desk = try Self.credential(row).desk
                try desk.revoke(at: time)
                try await connection.query(
                    """
                    UPDATE marquee.desks SET revoked_at = \(time.secondsSinceEpoch)
                    WHERE normalized_name = \(name.normalized)
                    """,
                    logger: logger)
                return desk
            }
        } catch {
            throw mapped(error)
        }
    }

    public func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential? {
        try await credentials(
            "SELECT name, role, token_digest, added_at, revoked_at FROM marquee.desks WHERE token_digest = \(digest.hex)"
        ).first
    }

    private func credentials(_ query: PostgresQuery) async throws(DeskError) -> [DeskCredential] {
        do {
            return try await database.read { connection, logger in
                try await connection.query(query, logger: logger).collect().map(Self.credential)
            }
        } catch {
            throw mapped(error)
        }
    }

    private static func credential(_ row: PostgresRow) throws -> DeskCredential {
        let (name, roleName, digest, added, revoked) = try row.decode((String, String, String, Int64, Int64?).self)
        guard let role = DeskRole(rawValue: roleName) else {
            throw DeskError.storageFailed(StorageFailure(.refused(code: "desk role \(roleName)"), place: .unknown))
        }
        return DeskCredential(
            desk: Desk(
                name: try DeskName(name), role: role, addedAt: Timestamp(secondsSinceEpoch: added),
                revokedAt: revoked.map(Timestamp.init(secondsSinceEpoch:))),
            tokenDigest: DeskTokenDigest(hex: digest))
    }

    private func mapped(_ error: any Error) -> DeskError {
        let target = database.settings.targetDatabase
        let place = StoragePlace.server(database: target.name, address: target.address, user: target.user)
        switch error {
        case let error as DeskError: return error
        case let error as PostgreSQLError: return .storageFailed(StorageFailure(error))
        default: return .storageFailed(StorageFailure(.refused(code: "unexpected"), place: place))
        }
    }
}
