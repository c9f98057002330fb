import MarqueeData
import MarqueeDataSQLite
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import MarqueeSQLite
import Testing

/// The idempotency store's contract against SQLite, in a file and in memory.
@Suite struct SQLiteIdempotencyStoreTests {
    @Test(arguments: IdempotencyStoreContract.checks)
    func aFileKeepsTheContract(check: ContractCheck<any IdempotencyStore>) async throws {
        try await withScratchDatabase { database, _ in
            try await check.run(against: SQLiteIdempotencyStore(database: database))
        }
    }

    @Test(arguments: IdempotencyStoreContract.checks)
    func memoryKeepsTheContract(check: ContractCheck<any IdempotencyStore>) async throws {
        try await check.run(against: SQLiteIdempotencyStore(database: MarqueeDatabase.open(at: .inMemory)))
    }
}
