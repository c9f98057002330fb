public import Foundation
public import MarqueeInfrastructure
public import MarqueePostgreSQL
import PostgresNIO

/// The box office service's idempotency keys on the PostgreSQL server
/// (`marquee.idempotency_keys`), shared by every server of the box office:
/// a request sent again to another server after its answer was lost is
/// answered the same and done once.
///
/// A claim is one statement: insert the key, or take over a row that has
/// expired (`ON CONFLICT … DO UPDATE … WHERE expires_at <= now`); when
/// neither happened, the live row is read back and held.
public struct PostgreSQLIdempotencyStore: IdempotencyStore {
    private let database: PostgreSQLDatabase

    /// Creates the store over an open database (see ``MarqueePostgreSQLSchema``).
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func claim(
        _ key: IdempotencyKey, owner: String, request: IdempotentRequest, now: Date, expiresAt: Date
    ) async throws -> IdempotencyClaim {
        let (at, until) = (now.timeIntervalSince1970, expiresAt.timeIntervalSince1970)
        let body = ByteBuffer(bytes: request.body)
        return try await database.write { connection, logger in
            let claimed = try await connection.query(
                """
                INSERT INTO marquee.idempotency_keys
                    (owner, key, method, path, request_body, claimed_at, expires_at, status, content_type, response_body)
                VALUES (\(owner), \(key.value), \(request.method), \(request.path), \(body), \(at), \(until),
                        NULL, NULL, NULL)
                ON CONFLICT (owner, key) DO UPDATE SET
                    method = excluded.method, path = excluded.path, request_body = excluded.request_body,
                    claimed_at = excluded.claimed_at, expires_at = excluded.expires_at,
                    status = NULL, content_type = NULL, response_body = NULL
                WHERE marquee.idempotency_keys.expires_at <= \(at)
                RETURNING 1
                """,
                logger: logger
            ).collect()
            if !claimed.isEmpty {
                try await connection.query(
                    """
                    DELETE FROM marquee.idempotency_keys WHERE ctid IN
                        (SELECT ctid FROM marquee.idempotency_keys WHERE expires_at <= \(at) LIMIT 100)
                    """,
                    logger: logger)
                return .claimed
            }
            let rows = try await connection.query(
                """
                SELECT method, path, request_body, claimed_at, status, content_type, response_body
                FROM marquee.idempotency_keys WHERE owner = \(owner) AND key = \(key.value)
                """,
                logger: logger
            ).collect()
            guard let row = rows.first else { return .claimed }
            let (method, path, requestBody, claimedAt, status, contentType, responseBody) = try row.decode(
                (String, String, ByteBuffer, Double, Int32?, String?, ByteBuffer?).self)
            let response = status.map { status in
                IdempotentResponse(
                    status: Int(status), contentType: contentType,
                    body: responseBody.map { Array($0.readableBytesView) } ?? [])
            }
            return .held(
                IdempotencyRecord(
                    request: IdempotentRequest(
                        method: method, path: path, body: Array(requestBody.readableBytesView)),
                    claimedAt: Date(timeIntervalSince1970: claimedAt), response: response))
        }
    }

    public func record(_ response: IdempotentResponse, for key: IdempotencyKey, owner: String, expiresAt: Date)
        async throws
    {
        let body = ByteBuffer(bytes: response.body)
        try await database.write { connection, logger in
            try await connection.query(
                """
                UPDATE marquee.idempotency_keys
                SET status = \(Int32(response.status)), content_type = \(response.contentType),
                    response_body = \(body), expires_at = \(expiresAt.timeIntervalSince1970)
                WHERE owner = \(owner) AND key = \(key.value)
                """,
                logger: logger)
        }
    }

    public func release(_ key: IdempotencyKey, owner: String) async throws {
        try await database.write { connection, logger in
            try await connection.query(
                """
                DELETE FROM marquee.idempotency_keys
                WHERE owner = \(owner) AND key = \(key.value) AND status IS NULL
                """,
                logger: logger)
        }
    }
}
