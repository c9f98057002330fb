public import Foundation
import GRDB
import MarqueeData
public import MarqueeInfrastructure
public import MarqueeSQLite

/// The box office service's idempotency keys in Marquee's SQLite file (table
/// `idempotency_key`): each desk's keys, the request each came with, and the
/// answer once it was given, so a request sent again after its answer was
/// lost is answered the same and done once.
///
/// A claim is one immediate transaction: read the key, keep it if it is
/// still alive, else write the new claim. Expired keys are swept, a few at a
/// time, by the claims that meet them. Every request with a key makes two
/// of these writes, so their statements are compiled once per connection
/// (GRDB's statement cache), not once per request.
public struct SQLiteIdempotencyStore: IdempotencyStore {
    private let database: SQLiteDatabase

    /// Creates the store over an open database (see ``MarqueeDatabase``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func claim(
        _ key: IdempotencyKey, owner: String, request: IdempotentRequest, now: Date, expiresAt: Date
    ) async throws -> IdempotencyClaim {
        try await database.write { db in
            if let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM idempotency_key WHERE owner = ? AND key = ?"),
                arguments: [owner, key.value]),
                (row["expires_at"] as Double) > now.timeIntervalSince1970
            {
                return .held(Self.record(row))
            }
            try db.cachedStatement(
                sql: """
                    DELETE FROM idempotency_key WHERE rowid IN
                        (SELECT rowid FROM idempotency_key WHERE expires_at <= ? LIMIT 100)
                    """
            ).execute(arguments: [now.timeIntervalSince1970])
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO idempotency_key
                        (owner, key, method, path, request_body, claimed_at, expires_at, status, content_type,
                         response_body)
                    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL)
                    """
            ).execute(arguments: [
                owner, key.value, request.method, request.path, Data(request.body), now.timeIntervalSince1970,
                expiresAt.timeIntervalSince1970,
            ])
            return .claimed
        }
    }

    public func record(_ response: IdempotentResponse, for key: IdempotencyKey, owner: String, expiresAt: Date)
        async throws
    {
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    UPDATE idempotency_key SET status = ?, content_type = ?, response_body = ?, expires_at = ?
                    WHERE owner = ? AND key = ?
                    """
            ).execute(arguments: [
                response.status, response.contentType, Data(response.body), expiresAt.timeIntervalSince1970,
                owner, key.value,
            ])
        }
    }

    public func release(_ key: IdempotencyKey, owner: String) async throws {
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM idempotency_key WHERE owner = ? AND key = ? AND status IS NULL",
                arguments: [owner, key.value])
        }
    }

    /// A stored row as the record it is.
    private static func record(_ row: Row) -> IdempotencyRecord {
        let request = IdempotentRequest(
            method: row["method"], path: row["path"], body: [UInt8](row["request_body"] as Data))
        let status: Int? = row["status"]
        let response = status.map { status in
            IdempotentResponse(
                status: status, contentType: row["content_type"],
                body: [UInt8]((row["response_body"] as Data?) ?? Data()))
        }
        return IdempotencyRecord(
            request: request, claimedAt: Date(timeIntervalSince1970: row["claimed_at"]), response: response)
    }
}
