import __Prefix__DataPostgreSQL
import __Prefix__Domain
import __Prefix__DomainTesting
import __Prefix__PostgreSQLTesting
import Testing

/// `__Name__RepositoryContract` against PostgreSQL: one fresh database per check.
@Suite(
    "__Labels__ against PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQL__Name__RepositoryContractTests {
    @Test(arguments: __Name__RepositoryContract.checks)
    func thePostgreSQLRepositoryKeepsTheContract(check: ContractCheck<any __Name__Repository>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQL__Name__Repository(database: database))
        }
    }
}
