import GRDB
import MarqueeData
import MarqueeDomain

/// One movie of a cached answer, as the columns of `response_cache_movie`.
///
/// Movies are rows (not one encoded blob) with an explicit `position`, so an
/// answer comes back in exactly the order TMDB sent it and reading it costs a
/// select, not a JSON decode.
struct CachedMovieRow: Sendable {
    /// Joins genre names in one column; TMDB's names never hold it.
    static let separator: Character = "\u{1F}"

    let position: Int
    let movieID: Int
    let title: String
    let originalTitle: String
    let overview: String
    let releaseDate: String?
    let posterPath: String?
    let genreIDs: String
    let genreNames: String
    let originalLanguage: String
    let popularity: Double
    let runtimeMinutes: Int?
    let tagline: String

    /// The columns, in the order ``init(row:)`` reads them.
    static let columns = """
        position, movie_id, title, original_title, overview, release_date, poster_path, \
        genre_ids, genre_names, original_language, popularity, runtime_minutes, tagline
        """

    init(_ movie: Movie, position: Int) {
        self.position = position
        movieID = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        overview = movie.overview
        releaseDate = movie.releaseDate?.description
        posterPath = movie.posterPath?.rawValue
        genreIDs = movie.genres.map { String($0.id) }.joined(separator: ",")
        genreNames = movie.genres.map(\.name).joined(separator: String(Self.separator))
        originalLanguage = movie.originalLanguage
        popularity = movie.popularity
        runtimeMinutes = movie.runtimeMinutes
        tagline = movie.tagline
    }

    init(row: Row) {
        position = row[0]
        movieID = row[1]
        title = row[2]
        originalTitle = row[3]
        overview = row[4]
        releaseDate = row[5]
        posterPath = row[6]
        genreIDs = row[7]
        genreNames = row[8]
        originalLanguage = row[9]
        popularity = row[10]
        runtimeMinutes = row[11]
        tagline = row[12]
    }

    /// The row's approximate size, for ``CacheStats``.
    var bytes: Int {
        [
            title, originalTitle, overview, releaseDate ?? "", posterPath ?? "", genreIDs, genreNames, originalLanguage,
            tagline,
        ]
        .reduce(32) { $0 + $1.utf8.count }
    }

    func insert(into db: Database, entryID: Int64) throws {
        try db.execute(
            sql:
                "INSERT INTO response_cache_movie (entry_id, \(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                entryID, position, movieID, title, originalTitle, overview, releaseDate, posterPath,
                genreIDs, genreNames, originalLanguage, popularity, runtimeMinutes, tagline,
            ]
        )
    }

    /// The Domain movie; a row that breaks a Domain rule (an old or tampered
    /// cache) throws, and the caller treats the entry as missing.
    func toDomain() throws(CatalogError) -> Movie {
        let ids = genreIDs.isEmpty ? [] : genreIDs.split(separator: ",").map { Int($0) ?? 0 }
        let names =
            genreNames.isEmpty && ids.isEmpty
            ? [] : genreNames.split(separator: Self.separator, omittingEmptySubsequences: false)
        guard ids.count == names.count else { throw .unreadableData(.cache, .unpairedGenres(movieID: movieID)) }
        return Movie(
            id: try MovieID(movieID),
            title: title,
            originalTitle: originalTitle,
            overview: overview,
            releaseDate: try releaseDate.map { text throws(CatalogError) in try ReleaseDate(iso: text) },
            posterPath: try posterPath.map { path throws(CatalogError) in try PosterPath(path) },
            genres: zip(ids, names).map { Genre(id: $0, name: String($1)) },
            originalLanguage: originalLanguage,
            popularity: popularity,
            runtimeMinutes: runtimeMinutes,
            tagline: tagline
        )
    }
}
