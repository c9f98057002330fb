#if Service
import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataService
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
import MarqueePostgreSQLTesting
#endif

/// The box office's behaviour suite — every promise of its use cases — run
/// wherever the use cases run: the local interactors over SQLite (and over
/// PostgreSQL), and the desks' remote clients through the service on
/// loopback, backed by SQLite and by PostgreSQL. The rules hold however a
/// desk reaches them.
@Suite struct ServiceBehaviourTests {
    @Test(arguments: BoxOfficeBehaviour.checks)
    func theLocalInteractorsOverSQLiteKeepEveryPromise(check: ContractCheck<BoxOfficeBehaviour.Subject>) async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        try await check.run(
            against: try await localSubject(
                users: SQLiteUserRepository(database: database), store: SQLiteBoxOfficeStore(database: database)))
    }

    @Test(arguments: BoxOfficeBehaviour.checks)
    func theRemoteClientsOverTheServiceOnSQLiteKeepEveryPromise(
        check: ContractCheck<BoxOfficeBehaviour.Subject>
    ) async throws {
        let service = try await LoopbackService.start(
            LoopbackService.Backing.sqlite(MarqueeDatabase.open(at: .inMemory)))
        try await runRemotely(check, on: service)
    }
}

/// The local interactors of a manager and a clerk desk over `users` and
/// `store`, the bundled catalog and the system clock.
func localSubject(users: any UserRepository, store: any ScreeningRepository & OrderRepository) async throws
    -> BoxOfficeBehaviour.Subject
{
    let movies = try OfflineCatalogMoviesRepository.bundled()
    func desk(_ name: String, _ role: DeskRole) throws -> BoxOfficeBehaviour.Desk {
        let desk = try Desk(name: DeskName(name), role: role, addedAt: Timestamp(secondsSinceEpoch: 0))
        return .init(
            name: desk.name,
            accounts: AccountsUseCases(users: users, orders: store, ids: RandomIDGenerator(prefix: "u-"), desk: desk),
            boxOffice: BoxOfficeUseCases(
                users: users, screenings: store, orders: store, movies: movies,
                screeningIDs: RandomIDGenerator(prefix: "s-"), orderIDs: RandomIDGenerator(prefix: "o-"),
                clock: SystemTimeSource(), desk: desk))
    }
    return .init(
        manager: try desk("office", .manager), clerk: try desk("front-1", .clerk),
        now: { await SystemTimeSource().now() }, movie: try await LoopbackService.alien())
}

/// Runs `check` through the remote clients of `service`, then stops it.
func runRemotely(_ check: ContractCheck<BoxOfficeBehaviour.Subject>, on service: LoopbackService) async throws {
    var clients: [ServiceClient] = []
    do {
        try await check.run(against: try await service.behaviourSubject(&clients))
    } catch {
        for client in clients { await client.shutdown() }
        await service.stop()
        throw error
    }
    for client in clients { await client.shutdown() }
    await service.stop()
}

#if PostgreSQL
@Suite(
    "The behaviour suite on PostgreSQL, locally and through the service", .serialized,
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct ServicePostgreSQLBehaviourTests {
    @Test(arguments: BoxOfficeBehaviour.checks)
    func theLocalInteractorsKeepEveryPromise(check: ContractCheck<BoxOfficeBehaviour.Subject>) async throws {
        try await withPostgreSQLDatabase { database in
            try await check.run(
                against: try await localSubject(
                    users: PostgreSQLUserRepository(database: database),
                    store: PostgreSQLBoxOfficeStore(database: database)))
        }
    }

    @Test(arguments: BoxOfficeBehaviour.checks)
    func theRemoteClientsKeepEveryPromise(check: ContractCheck<BoxOfficeBehaviour.Subject>) async throws {
        try await withPostgreSQLDatabase { database in
            try await runRemotely(
                check, on: try await LoopbackService.start(LoopbackService.Backing.postgres(database)))
        }
    }
}

/// Runs `body` with a fresh database of the test server, closed afterwards.
func withPostgreSQLDatabase(_ body: (PostgreSQLDatabase) async throws -> Void) async throws {
    let server = try PostgreSQLTestServer.required()
    try await server.withFreshDatabase { fresh in
        let settings = try PostgreSQLSettings(url: server.url(forDatabase: fresh.database, parameters: ""))
        let database = try await MarqueePostgreSQLSchema.open(settings)
        do {
            try await body(database)
        } catch {
            await database.close()
            throw error
        }
        await database.close()
    }
}
#endif
#endif
