import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// `UserRepositoryContract` against the in-memory fake and the SQLite
/// repository, in a temporary file and in memory.
@Suite struct UserRepositoryContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case inMemoryFake, sqliteFile, sqliteInMemory
        var testDescription: String { rawValue }
    }

    @Test(arguments: UserRepositoryContract.checks, Kind.allCases)
    func keepsTheContract(check: ContractCheck<any UserRepository>, kind: Kind) async throws {
        switch kind {
        case .inMemoryFake:
            try await check.run(against: InMemoryUserRepository())
        case .sqliteFile:
            try await withScratchDatabase { database, _ in
                try await check.run(against: SQLiteUserRepository(database: database))
            }
        case .sqliteInMemory:
            try await check.run(against: SQLiteUserRepository(database: MarqueeDatabase.open(at: .inMemory)))
        }
    }
}
