import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import Testing

/// The contract suites every store keeps (the in-memory fakes and SQLite
/// run them in the neighbouring suites), against PostgreSQL: one fresh
/// database per check.
@Suite(
    "Contracts against PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLContractTests {
    @Test(arguments: UserRepositoryContract.checks)
    func theUserRepositoryKeepsTheContract(check: ContractCheck<any UserRepository>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQLUserRepository(database: database))
        }
    }

    @Test(arguments: SampleCinemaStoreContract.checks)
    func theSampleCinemaStoreKeepsTheContract(check: ContractCheck<SampleCinemaStoreContract.Subject>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            let store = PostgreSQLBoxOfficeStore(database: database)
            try await check.run(
                against: SampleCinemaStoreContract.Subject(
                    samples: store, users: PostgreSQLUserRepository(database: database), boxOffice: store))
        }
    }

    @Test(arguments: BoxOfficeStoreContract.checks)
    func theBoxOfficeStoreKeepsTheContract(check: ContractCheck<BoxOfficeStoreContract.Subject>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQLBoxOfficeStore(database: database))
        }
    }
}
