import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// `DeskRepositoryContract` against the SQLite repository, and each desk's
/// recent searches kept apart.
@Suite struct SQLiteDeskTests {
    @Test(arguments: DeskRepositoryContract.checks)
    func theSQLiteRepositoryKeepsTheContract(check: ContractCheck<any DeskRepository>) async throws {
        try await withScratchDatabase { database, _ in
            try await check.run(against: SQLiteDeskRepository(database: database))
        }
    }

    @Test func eachDeskRemembersOnlyItsOwnSearches() async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        let desks = SQLiteDeskRepository(database: database)
        let (front, foyer) = (try DeskName("front"), try DeskName("Foyer"))
        try await desks.add(Desk(name: front, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "01"))
        try await desks.add(Desk(name: foyer, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "02"))
        let frontQueries = SQLiteDeskQueriesRepository(database: database, desk: front)
        let foyerQueries = SQLiteDeskQueriesRepository(database: database, desk: try DeskName("FOYER"))
        try await frontQueries.save(MovieQuery("alien"))
        try await frontQueries.save(MovieQuery("heat"))
        try await foyerQueries.save(MovieQuery("amelie"))
        try await frontQueries.save(MovieQuery("ALIEN"))
        #expect(try await frontQueries.recentQueries(limit: 10).map(\.text) == ["ALIEN", "heat"])
        #expect(try await foyerQueries.recentQueries(limit: 10).map(\.text) == ["amelie"])
        #expect(try await SQLiteMovieQueriesRepository(database: database).recentQueries(limit: 10).isEmpty)
    }

    @Test func aDesksSearchesKeepTheTenNewest() async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        let front = try DeskName("front")
        try await SQLiteDeskRepository(database: database).add(
            Desk(name: front, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "01"))
        let queries = SQLiteDeskQueriesRepository(database: database, desk: front)
        for index in 1...12 { try await queries.save(MovieQuery("film \(index)")) }
        let kept = try await queries.recentQueries(limit: 100).map(\.text)
        #expect(kept.count == 10 && kept.first == "film 12" && kept.last == "film 3")
    }
}
