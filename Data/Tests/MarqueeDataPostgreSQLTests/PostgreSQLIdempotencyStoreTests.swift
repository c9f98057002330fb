import MarqueeDataPostgreSQL
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import Testing

/// The idempotency store's contract against PostgreSQL.
@Suite(
    "Idempotency keys on PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLIdempotencyStoreTests {
    @Test(arguments: IdempotencyStoreContract.checks)
    func theStoreKeepsTheContract(check: ContractCheck<any IdempotencyStore>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQLIdempotencyStore(database: database))
        }
    }
}
