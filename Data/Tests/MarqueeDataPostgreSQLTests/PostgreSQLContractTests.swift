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
    func theUserRepositoryKeepsTheContract(check: MarqueeDomainTesting.ContractCheck<any UserRepository>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQLUserRepository(database: database))
        }
    }

    @Test(arguments: SampleCinemaStoreContract.checks)
    func theSampleCinemaStoreKeepsTheContract(
        check: MarqueeDomainTesting.ContractCheck<SampleCinemaStoreContract.Subject>
    ) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            let store = PostgreSQLBoxOfficeStore(database: database)
            try await check.run(
                against: SampleCinemaStoreContract.Subject(
                    samples: store, users: PostgreSQLUserRepository(database: database), boxOffice: store))
        }
    }

    @Test(arguments: BoxOfficeStoreContract.checks)
    func theBoxOfficeStoreKeepsTheContract(check: MarqueeDomainTesting.ContractCheck<BoxOfficeStoreContract.Subject>)
        async throws
    {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(
                against: .init(
                    boxOffice: PostgreSQLBoxOfficeStore(database: database),
                    users: PostgreSQLUserRepository(database: database), keepsUsersBesideOrders: true))
        }
    }
}

/// Desks on PostgreSQL: the contract, and each desk's recent searches kept apart.
@Suite(
    "Desks on PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLDeskTests {
    @Test(arguments: DeskRepositoryContract.checks)
    func theDeskRepositoryKeepsTheContract(check: MarqueeDomainTesting.ContractCheck<any DeskRepository>) async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            try await check.run(against: PostgreSQLDeskRepository(database: database))
        }
    }

    @Test func eachDeskRemembersOnlyItsOwnSearches() async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            let desks = PostgreSQLDeskRepository(database: database)
            let (front, foyer) = (try DeskName("front"), try DeskName("foyer"))
            try await desks.add(
                Desk(name: front, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "01"))
            try await desks.add(
                Desk(name: foyer, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "02"))
            let frontQueries = PostgreSQLDeskQueriesRepository(database: database, desk: front)
            let foyerQueries = PostgreSQLDeskQueriesRepository(database: database, desk: foyer)
            try await frontQueries.save(MovieQuery("alien"))
            try await frontQueries.save(MovieQuery("heat"))
            try await foyerQueries.save(MovieQuery("amelie"))
            try await frontQueries.save(MovieQuery("ALIEN"))
            #expect(try await frontQueries.recentQueries(limit: 10).map(\.text) == ["ALIEN", "heat"])
            #expect(try await foyerQueries.recentQueries(limit: 10).map(\.text) == ["amelie"])
        }
    }
}
