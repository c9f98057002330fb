import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// `BoxOfficeStoreContract` against the in-memory fake and the SQLite store,
/// in a temporary file and in memory.
@Suite struct BoxOfficeStoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case inMemoryFake, sqliteFile, sqliteInMemory
        var testDescription: String { rawValue }
    }

    @Test(arguments: BoxOfficeStoreContract.checks, Kind.allCases)
    func keepsTheContract(check: ContractCheck<BoxOfficeStoreContract.Subject>, kind: Kind) async throws {
        switch kind {
        case .inMemoryFake:
            try await check.run(
                against: .init(
                    boxOffice: InMemoryBoxOfficeStore(), users: InMemoryUserRepository(), keepsUsersBesideOrders: false)
            )
        case .sqliteFile:
            try await withScratchDatabase { database, _ in
                try await check.run(against: Self.subject(database))
            }
        case .sqliteInMemory:
            try await check.run(against: Self.subject(MarqueeDatabase.open(at: .inMemory)))
        }
    }

    /// The box office store and the users of one SQLite database.
    static func subject(_ database: SQLiteDatabase) -> BoxOfficeStoreContract.Subject {
        .init(
            boxOffice: SQLiteBoxOfficeStore(database: database), users: SQLiteUserRepository(database: database),
            keepsUsersBesideOrders: true)
    }
}
