import GRDB
import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// Recent searches in Marquee's SQLite database (table `recent_query`).
///
/// One row per normalized query (``/MarqueeDomain/MovieQuery/normalized``), so "Alien" and
/// "alien" are one search; saving again replaces the spelling and moves it to
/// the front. The order is a sequence number taken inside the write
/// transaction (`BEGIN IMMEDIATE`), so two processes saving at once are
/// serialized by SQLite's lock and neither query is lost. At most
/// `capacity` rows are kept.
public struct SQLiteMovieQueriesRepository: MovieQueriesRepository {
    private let database: SQLiteDatabase
    private let capacity: Int

    /// Creates the repository over an open database (see ``MarqueeDatabase``).
    ///
    /// - Parameters:
    ///   - database: The open database the queries live in.
    ///   - capacity: How many queries to keep, newest first.
    public init(database: SQLiteDatabase, capacity: Int = FetchRecentQueriesInteractor.maximumCount) {
        self.database = database
        self.capacity = max(1, capacity)
    }

    public func save(_ query: MovieQuery) async throws(CatalogError) {
        let capacity = capacity
        do {
            try await database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO recent_query (normalized, text, used)
                        VALUES (?, ?, (SELECT coalesce(max(used), 0) + 1 FROM recent_query))
                        ON CONFLICT (normalized) DO UPDATE SET text = excluded.text, used = excluded.used
                        """,
                    arguments: [query.normalized, query.text]
                )
                try db.execute(
                    sql: """
                        DELETE FROM recent_query WHERE normalized NOT IN
                            (SELECT normalized FROM recent_query ORDER BY used DESC LIMIT ?)
                        """,
                    arguments: [capacity]
                )
            }
        } catch {
            throw .storageFailed(StorageFailure.from(error, path: database.location.description))
        }
    }

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let limit = max(0, limit)
        let texts: [String]
        do {
            texts = try await database.read { db in
                try String.fetchAll(
                    db, sql: "SELECT text FROM recent_query ORDER BY used DESC LIMIT ?", arguments: [limit])
            }
        } catch {
            throw .storageFailed(StorageFailure.from(error, path: database.location.description))
        }
        // A row that no longer passes MovieQuery's rules is skipped, not fatal.
        return texts.compactMap { try? MovieQuery($0) }
    }
}
