import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeSQLite
import Testing

/// What only the SQLite store has to promise, beyond the contract.
@Suite struct SQLiteMovieQueriesRepositoryTests {
    @Test func queriesSurviveReopeningTheFile() async throws {
        try await withScratchDatabase { database, file in
            try await SQLiteMovieQueriesRepository(database: database).save(MovieQuery("alien"))
            let reopened = SQLiteMovieQueriesRepository(database: try MarqueeDatabase.open(at: .file(file)))
            #expect(try await reopened.recentQueries(limit: 10).map(\.text) == ["alien"])
        }
    }

    @Test func theTableNeverHoldsMoreThanTheCapacity() async throws {
        try await withScratchDatabase { database, _ in
            let repository = SQLiteMovieQueriesRepository(database: database)
            for index in 1...25 { try await repository.save(MovieQuery("q\(index)")) }
            let rows = try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM recent_query") }
            #expect(rows == 10)
        }
    }

    @Test func concurrentSavesFromTwoConnectionsLoseNothing() async throws {
        try await withScratchDatabase { database, file in
            // Two connections to one file, as two processes would have.
            let first = SQLiteMovieQueriesRepository(database: database)
            let second = SQLiteMovieQueriesRepository(database: try MarqueeDatabase.open(at: .file(file)))
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<5 {
                    group.addTask { try await first.save(MovieQuery("first \(index)")) }
                    group.addTask { try await second.save(MovieQuery("second \(index)")) }
                }
                try await group.waitForAll()
            }
            #expect(Set(try await first.recentQueries(limit: 10).map(\.text)).count == 10)
        }
    }

    @Test func aStorageFailureIsACatalogStorageError() async throws {
        try await withScratchDatabase { database, _ in
            try await database.write { db in try db.execute(sql: "DROP TABLE recent_query") }
            let repository = SQLiteMovieQueriesRepository(database: database)
            await #expect(throws: CatalogError.self) { try await repository.save(MovieQuery("alien")) }
        }
    }
}
