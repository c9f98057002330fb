import GRDB
import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// One desk's recent searches in Marquee's SQLite database (table
/// `desk_recent_query`), for the box office service: each desk sees only its
/// own. The same rules as ``SQLiteMovieQueriesRepository``, per desk.
public struct SQLiteDeskQueriesRepository: MovieQueriesRepository {
    private let database: SQLiteDatabase
    private let desk: DeskName
    private let capacity: Int

    /// Creates the repository of `desk`'s searches over an open database.
    ///
    /// - Parameters:
    ///   - database: The open database holding every desk's searches.
    ///   - desk: The desk whose searches these are.
    ///   - capacity: How many queries to keep for the desk, newest first.
    public init(database: SQLiteDatabase, desk: DeskName, capacity: Int = FetchRecentQueriesInteractor.maximumCount) {
        self.database = database
        self.desk = desk
        self.capacity = max(1, capacity)
    }

    public func save(_ query: MovieQuery) async throws(CatalogError) {
        let (desk, capacity) = (desk.normalized, capacity)
        do {
            try await database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO desk_recent_query (desk, normalized, text, used)
                        VALUES (?, ?, ?, (SELECT coalesce(max(used), 0) + 1 FROM desk_recent_query WHERE desk = ?))
                        ON CONFLICT (desk, normalized) DO UPDATE SET text = excluded.text, used = excluded.used
                        """,
                    arguments: [desk, query.normalized, query.text, desk]
                )
                try db.execute(
                    sql: """
                        DELETE FROM desk_recent_query WHERE desk = ? AND normalized NOT IN
                            (SELECT normalized FROM desk_recent_query WHERE desk = ? ORDER BY used DESC LIMIT ?)
                        """,
                    arguments: [desk, desk, capacity]
                )
            }
        } catch {
            throw .storageFailed(StorageFailure.from(error, path: database.location.description))
        }
    }

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let (desk, limit) = (desk.normalized, max(0, limit))
        let texts: [String]
        do {
            texts = try await database.read { db in
                try String.fetchAll(
                    db, sql: "SELECT text FROM desk_recent_query WHERE desk = ? ORDER BY used DESC LIMIT ?",
                    arguments: [desk, limit])
            }
        } catch {
            throw .storageFailed(StorageFailure.from(error, path: database.location.description))
        }
        return texts.compactMap { try? MovieQuery($0) }
    }
}
