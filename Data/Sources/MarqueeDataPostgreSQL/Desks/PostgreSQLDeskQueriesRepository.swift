import MarqueeData
public import MarqueeDomain
public import MarqueePostgreSQL
import PostgresNIO

/// One desk's recent searches in PostgreSQL (`marquee.desk_recent_queries`),
/// so a desk sees the same searches whichever `marquee serve` process on the
/// server answers it, and never another desk's.
public struct PostgreSQLDeskQueriesRepository: MovieQueriesRepository {
    private let database: PostgreSQLDatabase
    private let desk: DeskName
    private let capacity: Int

    /// Creates the repository of `desk`'s searches over an open database.
    public init(database: PostgreSQLDatabase, desk: DeskName, capacity: Int = FetchRecentQueriesInteractor.maximumCount)
    {
        self.database = database
        self.desk = desk
        self.capacity = max(1, capacity)
    }

    public func save(_ query: MovieQuery) async throws(CatalogError) {
        let (desk, capacity, normalized, text) = (desk.normalized, capacity, query.normalized, query.text)
        do {
            try await database.write { connection, logger in
                // One desk's saves are serialized by locking its row, so two
                // saves never take the same sequence number.
                try await connection.query(
                    "SELECT 1 FROM marquee.desks WHERE normalized_name = \(desk) FOR UPDATE", logger: logger)
                try await connection.query(
                    """
                    INSERT INTO marquee.desk_recent_queries (desk, normalized, text, used)
                    VALUES (\(desk), \(normalized), \(text),
                        (SELECT coalesce(max(used), 0) + 1 FROM marquee.desk_recent_queries WHERE desk = \(desk)))
                    ON CONFLICT (desk, normalized) DO UPDATE SET text = excluded.text, used = excluded.used
                    """,
                    logger: logger)
                try await connection.query(
                    """
                    DELETE FROM marquee.desk_recent_queries WHERE desk = \(desk) AND normalized NOT IN
                        (SELECT normalized FROM marquee.desk_recent_queries WHERE desk = \(desk)
                         ORDER BY used DESC LIMIT \(capacity))
                    """,
                    logger: logger)
            }
        } catch {
            throw .storageFailed(failure(error))
        }
    }

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let (desk, limit) = (desk.normalized, max(0, limit))
        let texts: [String]
        do {
            texts = try await database.read { connection, logger in
                try await connection.query(
                    """
                    SELECT text FROM marquee.desk_recent_queries WHERE desk = \(desk) ORDER BY used DESC LIMIT \(limit)
                    """,
                    logger: logger
                ).collect().map { try $0.decode(String.self) }
            }
        } catch {
            throw .storageFailed(failure(error))
        }
        return texts.compactMap { try? MovieQuery($0) }
    }

    private func failure(_ error: any Error) -> StorageFailure {
        if let error = error as? PostgreSQLError { return StorageFailure(error) }
        let target = database.settings.targetDatabase
        return StorageFailure(
            .refused(code: "unexpected"),
            place: .server(database: target.name, address: target.address, user: target.user))
    }
}
