#if Service
import MarqueeDataService
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
import MarqueePostgreSQLTesting
#endif

/// The contract suites every store keeps, against the box office service on
/// loopback through the desk's remote adapters (`HTTPUserRepository`,
/// `HTTPBoxOfficeStore`): backed by SQLite, and by PostgreSQL.
@Suite struct ServiceContractTests {
    @Test(arguments: UserRepositoryContract.checks)
    func usersOverTheServiceOnSQLiteKeepTheContract(check: ContractCheck<any UserRepository>) async throws {
        try await withLoopbackService { _, client in
            try await check.run(against: HTTPUserRepository(service: client))
        }
    }

    @Test(arguments: BoxOfficeStoreContract.checks)
    func theBoxOfficeOverTheServiceOnSQLiteKeepsTheContract(
        check: ContractCheck<BoxOfficeStoreContract.Subject>
    ) async throws {
        try await withLoopbackService { _, client in
            try await check.run(against: HTTPBoxOfficeStore(service: client))
        }
    }
}

#if PostgreSQL
@Suite(
    "Contracts over the service on PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct ServicePostgreSQLContractTests {
    @Test(arguments: UserRepositoryContract.checks)
    func usersKeepTheContract(check: ContractCheck<any UserRepository>) async throws {
        try await withPostgreSQLService { client in try await check.run(against: HTTPUserRepository(service: client)) }
    }

    @Test(arguments: BoxOfficeStoreContract.checks)
    func theBoxOfficeKeepsTheContract(check: ContractCheck<BoxOfficeStoreContract.Subject>) async throws {
        try await withPostgreSQLService { client in try await check.run(against: HTTPBoxOfficeStore(service: client)) }
    }

    private func withPostgreSQLService(_ body: (ServiceClient) async throws -> Void) async throws {
        let server = try PostgreSQLTestServer.required()
        try await server.withFreshDatabase { fresh in
            let settings = try PostgreSQLSettings(url: server.url(forDatabase: fresh.database, parameters: ""))
            let database = try await MarqueePostgreSQLSchema.open(settings)
            let service = try await LoopbackService.start(.postgres(database))
            let client = service.client()
            defer { Task { await database.close() } }
            do {
                try await body(client)
            } catch {
                await client.shutdown()
                await service.stop()
                throw error
            }
            await client.shutdown()
            await service.stop()
        }
    }
}
#endif
#endif
