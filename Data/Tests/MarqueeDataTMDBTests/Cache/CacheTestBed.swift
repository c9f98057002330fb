import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import MarqueeInfrastructureTesting

/// A ``CachingMoviesRepository`` in front of the real TMDB repository (talking
/// to a ``TestHTTPServer``), over a temporary SQLite file, with a manual clock.
final class CacheTestBed: Sendable {
    let tmdb: TMDBTestBed
    let database: SQLiteDatabase
    let cache: SQLiteResponseCache
    let repository: CachingMoviesRepository
    let log = LogCapture()
    let directory: URL
    let clock = ManualTimeSource(now: Timestamp(secondsSinceEpoch: 1_800_000_000))

    init(timeToLive: Duration = .seconds(3600)) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-cache-\(UUID().uuidString)")
        tmdb = try TMDBTestBed()
        database = try MarqueeDatabase.open(at: .file(directory.appendingPathComponent("marquee.sqlite")))
        cache = SQLiteResponseCache(database: database)
        repository = CachingMoviesRepository(
            source: tmdb.repository, cache: cache, timeToLive: timeToLive, clock: clock, logger: log.logger()
        )
    }

    /// The manual clock's time.
    var now: Timestamp { get async { await clock.now() } }

    /// Moves the manual clock forward.
    func advance(by seconds: Int64) async {
        await clock.advance(seconds: seconds)
    }

    func finish() {
        tmdb.server.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Six films in an order that is neither by id nor by popularity, as TMDB's
/// relevance ranking often is.
enum ShuffledPage {
    static let movies: [Movie] = [
        MovieFixtures.movie(500, "Middle", released: (1990, 1, 2), genres: [MovieFixtures.horror], popularity: 5),
        MovieFixtures.movie(12, "Low id", genres: [MovieFixtures.comedy, MovieFixtures.romance], popularity: 90),
        MovieFixtures.movie(9000, "High id", released: (2001, 4, 25), popularity: 1),
        MovieFixtures.movie(77, "Seventy-seven", genres: [], popularity: 50),
        MovieFixtures.movie(3, "Three", released: (1977, 5, 25), popularity: 20),
        MovieFixtures.movie(4242, "Last", genres: [MovieFixtures.action], popularity: 70),
    ]
}
