import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// `SampleCinemaStoreContract` against the SQLite store, in a temporary file
/// and in memory (the in-memory fake runs it in Domain's tests).
@Suite struct SampleCinemaStoreContractTests {
    @Test(arguments: SampleCinemaStoreContract.checks, [true, false])
    func keepsTheContract(check: ContractCheck<SampleCinemaStoreContract.Subject>, inFile: Bool) async throws {
        if inFile {
            try await withScratchDatabase { database, _ in
                try await check.run(against: Self.subject(database))
            }
        } else {
            try await check.run(against: Self.subject(MarqueeDatabase.open(at: .inMemory)))
        }
    }

    static func subject(_ database: SQLiteDatabase) -> SampleCinemaStoreContract.Subject {
        let store = SQLiteBoxOfficeStore(database: database)
        return SampleCinemaStoreContract.Subject(
            samples: store, users: SQLiteUserRepository(database: database), boxOffice: store)
    }

    @Test func aSampleSurvivesReopeningAndIsStillClearedExactly() async throws {
        try await withScratchDatabase { database, url in
            let store = SQLiteBoxOfficeStore(database: database)
            try await store.storeSample(SampleCinemaStoreContract.sample())
            let reopened = SQLiteBoxOfficeStore(database: try MarqueeDatabase.open(at: .file(url)))
            #expect(try await reopened.hasSample())
            let removal = try await reopened.removeSample()
            #expect(removal.ordersRemoved == 2)
            #expect(try await reopened.allScreenings().isEmpty)
        }
    }
}
