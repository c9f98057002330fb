import MarqueeSQLite
import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import Testing

/// Storage faults under the response cache and the recent searches.
@Suite struct ResponseCacheFaultTests {
    @Test func aFullDatabaseStillAnswersTheSearchAndSaysWhy() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        let long = String(repeating: "A crew answers a distress call. ", count: 100)
        let movies = (1...20).map { MovieFixtures.movie($0, "Film \($0)", overview: long) }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: movies)))
        // SQLite's own size limit stands in for a full disk: the next page that grows the file fails with SQLITE_FULL.
        try await bed.database.write { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
        }
        let page = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        #expect(page.movies == movies)
        #expect(bed.log.lines.contains { $0.contains("response cache not writable") && $0.contains("disk is full") })

    }
}
