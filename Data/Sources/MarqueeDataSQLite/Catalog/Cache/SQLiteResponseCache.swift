import GRDB
public import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// TMDB's answers (search pages and movie details) kept in Marquee's SQLite
/// database, stamped with the time they were cached.
///
/// The cache only stores and reads; what is fresh enough is the
/// ``CachingMoviesRepository``'s decision. Every method throws on a storage
/// failure (``/MarqueeSQLite/SQLiteError``, or a ``/MarqueeDomain/CatalogError`` for a row
/// that breaks a Domain rule) and the caller decides whether that matters.
public struct SQLiteResponseCache: Sendable {
    /// A cached value and when it was cached.
    public struct Entry<Value: Sendable>: Sendable {
        /// The cached answer.
        public let value: Value
        /// When it was cached.
        public let cachedAt: Timestamp

        /// Whether the entry is younger than `timeToLive` at `now` (never, for a zero time-to-live).
        public func isYounger(than timeToLive: Duration, at now: Timestamp) -> Bool {
            let age = now.secondsSinceEpoch &- cachedAt.secondsSinceEpoch
            return age < timeToLive.components.seconds
        }
    }

    private let database: SQLiteDatabase

    /// The database file's path, for failures.
    package var path: String { database.location.description }

    /// Creates the cache over an open database (see ``MarqueeDatabase``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The cached page of `query`'s results, or `nil`.
    public func page(_ query: MovieQuery, page: Int, language: String) async throws -> Entry<MoviesPage>? {
        let key = ResponseCacheKey(kind: .search, request: query.normalized, page: page, language: language)
        guard let stored = try await read(key) else { return nil }
        var movies: [Movie] = []
        movies.reserveCapacity(stored.rows.count)
        for row in stored.rows { movies.append(try row.toDomain()) }
        let value = try MoviesPage(
            page: page, totalPages: stored.totalPages, totalResults: stored.totalResults, movies: movies)
        return Entry(value: value, cachedAt: stored.cachedAt)
    }

    /// Keeps `value` as the answer for `query`'s page, replacing an older one.
    public func store(_ value: MoviesPage, for query: MovieQuery, language: String, at time: Timestamp) async throws {
        let key = ResponseCacheKey(kind: .search, request: query.normalized, page: value.page, language: language)
        try await write(
            key, movies: value.movies, totalPages: value.totalPages, totalResults: value.totalResults, at: time)
    }

    /// The cached details of the movie `id`, or `nil`.
    public func details(_ id: MovieID, language: String) async throws -> Entry<Movie>? {
        let key = ResponseCacheKey(kind: .details, request: id.description, page: 0, language: language)
        guard let stored = try await read(key), let row = stored.rows.first else { return nil }
        return Entry(value: try row.toDomain(), cachedAt: stored.cachedAt)
    }

    /// Keeps `movie` as the details of its id, replacing older ones.
    public func store(_ movie: Movie, language: String, at time: Timestamp) async throws {
        let key = ResponseCacheKey(kind: .details, request: movie.id.description, page: 0, language: language)
        try await write(key, movies: [movie], totalPages: 1, totalResults: 1, at: time)
    }

    /// How many answers are cached, their size and the oldest.
    public func stats() async throws -> CacheStats {
        try await database.read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*), coalesce(sum(bytes), 0), min(cached_at) FROM response_cache_entry"
            )
            let oldest: Int64? = row?[2]
            return CacheStats(
                entries: row?[0] ?? 0, bytes: row?[1] ?? 0,
                oldest: oldest.map(Timestamp.init(secondsSinceEpoch:))
            )
        }
    }

    /// Removes every cached answer (recent searches are kept).
    ///
    /// - Returns: What was removed.
    @discardableResult
    public func clear() async throws -> CacheStats {
        let removed = try await stats()
        try await database.write { db in
            try db.execute(sql: "DELETE FROM response_cache_movie; DELETE FROM response_cache_entry")
        }
        return removed
    }

    // MARK: - Rows

    private struct Stored: Sendable {
        let totalPages: Int
        let totalResults: Int
        let cachedAt: Timestamp
        let rows: [CachedMovieRow]
    }

    private func read(_ key: ResponseCacheKey) async throws -> Stored? {
        try await database.read { db in
            guard
                let entry = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, total_pages, total_results, cached_at FROM response_cache_entry
                        WHERE kind = ? AND request_key = ? AND page = ? AND language = ?
                        """,
                    arguments: [key.kind.rawValue, key.request, key.page, key.language]
                )
            else { return nil }
            let entryID: Int64 = entry[0]
            let rows = try Row.fetchCursor(
                db,
                sql: "SELECT \(CachedMovieRow.columns) FROM response_cache_movie WHERE entry_id = ? ORDER BY position",
                arguments: [entryID]
            )
            var movies: [CachedMovieRow] = []
            while let row = try rows.next() { movies.append(CachedMovieRow(row: row)) }
            let cachedAt: Int64 = entry[3]
            return Stored(
                totalPages: entry[1], totalResults: entry[2],
                cachedAt: Timestamp(secondsSinceEpoch: cachedAt), rows: movies)
        }
    }

    private func write(
        _ key: ResponseCacheKey, movies: [Movie], totalPages: Int, totalResults: Int, at time: Timestamp
    ) async throws {
        let rows = movies.enumerated().map { CachedMovieRow($0.element, position: $0.offset) }
        let bytes = rows.reduce(64) { $0 + $1.bytes }
        let cachedAt = time.secondsSinceEpoch
        try await database.write { db in
            // Replacing the entry cascades to its old movies.
            try db.execute(
                sql:
                    "DELETE FROM response_cache_entry WHERE kind = ? AND request_key = ? AND page = ? AND language = ?",
                arguments: [key.kind.rawValue, key.request, key.page, key.language]
            )
            try db.execute(
                sql: """
                    INSERT INTO response_cache_entry
                        (kind, request_key, page, language, total_pages, total_results, cached_at, bytes)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    key.kind.rawValue, key.request, key.page, key.language, totalPages, totalResults, cachedAt, bytes,
                ]
            )
            let entryID = db.lastInsertedRowID
            for row in rows { try row.insert(into: db, entryID: entryID) }
        }
    }
}
