// Reading a cached search page through the repository against a raw select of
// the same rows, on the same SQLite file, in the same run, interleaved:
//
//   repository: CachingMoviesRepository.searchMovies (a fresh entry, so no
//               request) → SQLiteResponseCache → SQLiteDatabase.read →
//               rows → CachedMovieRow.toDomain() → MoviesPage
//   raw:        SQLiteDatabase.read with the same two SELECTs, columns read
//               into plain tuples (no Domain values, no freshness bookkeeping)
//
// Prints both medians and their ratio (target ≤ 1.5).
//
//   swift run -c release --package-path Data ResponseCacheBenchmark [iterations]
import Foundation
import GRDB
import Logging
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeSQLite

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 3000
let warmUp = 200

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The source behind the cache; a fresh entry means it is never asked.
struct UnreachableSource: MoviesRepository {
    func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        throw .offline
    }
    func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> { throw .offline }
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "marquee-cache-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
let database = try MarqueeDatabase.open(at: .file(directory.appendingPathComponent("marquee.sqlite")))
let cache = SQLiteResponseCache(database: database)
let silent = Logger(label: "benchmark") { _ in SwiftLogNoOpLogHandler() }
let repository = CachingMoviesRepository(
    source: UnreachableSource(), cache: cache, timeToLive: .seconds(86_400), clock: SystemTimeSource(), logger: silent
)

// A realistic page: 20 films with TMDB-length overviews, genres, dates and posters,
// in an order that is neither by id nor by popularity.
let overview = String(repeating: "A crew answers a distress call and brings something aboard. ", count: 5)
var movies: [Movie] = []
for index in 0..<20 {
    movies.append(
        Movie(
            id: try MovieID(1000 + (index * 7919) % 5000),
            title: "Benchmark Film \(index)",
            originalTitle: "Film de référence \(index)",
            overview: overview,
            releaseDate: try ReleaseDate(year: 1970 + index, month: 1 + index % 12, day: 1 + index % 28),
            posterPath: try PosterPath("/poster\(index)abcdefghijklmnop.jpg"),
            genres: [Genre(id: 878, name: "Science Fiction"), Genre(id: 27, name: "Horror")],
            originalLanguage: "en",
            popularity: Double((index * 37) % 100)
        ))
}
let query = try MovieQuery("benchmark")
try await cache.store(
    try MoviesPage(page: 1, totalPages: 3, totalResults: 57, movies: movies), for: query, language: "en-US",
    at: SystemTimeSource().now()
)

let clock = ContinuousClock()

func timeRepository() async throws -> Duration {
    let start = clock.now
    let page = try await repository.searchMovies(query, page: PageNumber(1))
    let elapsed = clock.now - start
    guard page.movies.count == 20 else { throw BenchmarkFailure("repository returned \(page.movies.count) movies") }
    return elapsed
}

typealias RawMovie = (Int, Int, String, String, String, String?, String?, String, String, String, Double, Int?)

func timeRaw() async throws -> Duration {
    let start = clock.now
    let rows: [RawMovie] = try await database.read { db in
        guard
            let entry = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, total_pages, total_results, cached_at FROM response_cache_entry
                    WHERE kind = ? AND request_key = ? AND page = ? AND language = ?
                    """,
                arguments: ["search", "benchmark", 1, "en-US"]
            )
        else { return [] }
        let entryID: Int64 = entry[0]
        let cursor = try Row.fetchCursor(
            db,
            sql: """
                SELECT position, movie_id, title, original_title, overview, release_date, poster_path, \
                genre_ids, genre_names, original_language, popularity, runtime_minutes
                FROM response_cache_movie WHERE entry_id = ? ORDER BY position
                """,
            arguments: [entryID]
        )
        var movies: [RawMovie] = []
        while let row = try cursor.next() {
            movies.append(
                (row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8], row[9], row[10], row[11]))
        }
        return movies
    }
    let elapsed = clock.now - start
    guard rows.count == 20 else { throw BenchmarkFailure("raw returned \(rows.count) rows") }
    return elapsed
}

func median(_ samples: [Duration]) -> Duration {
    samples.sorted()[samples.count / 2]
}

func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f µs", (Double(seconds) + Double(attoseconds) / 1e18) * 1e6)
}

for _ in 0..<warmUp {
    _ = try await timeRepository()
    _ = try await timeRaw()
}
var repositorySamples: [Duration] = []
var rawSamples: [Duration] = []
for index in 0..<iterations {
    // Alternate which goes first so neither always runs on a warmer cache.
    if index.isMultiple(of: 2) {
        repositorySamples.append(try await timeRepository())
        rawSamples.append(try await timeRaw())
    } else {
        rawSamples.append(try await timeRaw())
        repositorySamples.append(try await timeRepository())
    }
}
let repositoryMedian = median(repositorySamples)
let rawMedian = median(rawSamples)
let ratio =
    (Double(repositoryMedian.components.attoseconds) + Double(repositoryMedian.components.seconds) * 1e18)
    / (Double(rawMedian.components.attoseconds) + Double(rawMedian.components.seconds) * 1e18)
print("cached page of 20 movies, \(iterations) iterations each, interleaved")
print("repository (CachingMoviesRepository, fresh entry): median \(microseconds(repositoryMedian))")
print("raw select of the same rows:                       median \(microseconds(rawMedian))")
print(String(format: "ratio %.2f (target ≤ 1.50)", ratio))
