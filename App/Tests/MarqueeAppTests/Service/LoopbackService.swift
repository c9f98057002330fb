#if Service
import Foundation
import Logging
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataService
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeHTTPServer
import MarqueeInfrastructure
import MarqueePresentation
import MarqueeSQLite
import MarqueeServer

#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
#endif

/// The box office service on a free loopback port, started by the test in
/// this process as `marquee serve` builds it — the use cases for each desk
/// over a real store (SQLite, or a PostgreSQL database), the bundled
/// catalog, the system clock, the idempotency keys beside the store — with
/// a clerk desk and a manager desk added.
final class LoopbackService: Sendable {
    /// What the service keeps its data in.
    enum Backing: Sendable {
        case sqlite(SQLiteDatabase)
        #if PostgreSQL
        case postgres(PostgreSQLDatabase)
        #endif
    }

    let port: Int
    let metricsPort: Int?
    let scheme: String
    /// A clerk desk's token (`front-1`).
    let clerk: DeskToken
    /// A manager desk's token (`office`).
    let manager: DeskToken
    let desks: DesksUseCases
    let metrics: HTTPServerMetrics
    private let task: Task<Void, any Error>
    private let shutdown: HTTPServerShutdown

    var url: URL {
        guard let url = URL(string: "\(scheme)://127.0.0.1:\(port)") else { preconditionFailure("a valid URL") }
        return url
    }

    /// The clerk's token, where a test needs any desk's.
    var token: DeskToken { clerk }

    static func start(_ backing: Backing, tls: HTTPServerTLS? = nil, metrics withMetrics: Bool = false)
        async throws -> LoopbackService
    {
        let users: any UserRepository
        let store: any ScreeningRepository & OrderRepository
        let deskRepository: any DeskRepository
        let queries: @Sendable (DeskName) -> any MovieQueriesRepository
        let idempotency: any IdempotencyStore
        var revision: (@Sendable () async -> String?)?
        switch backing {
        case let .sqlite(database):
            users = SQLiteUserRepository(database: database)
            store = SQLiteBoxOfficeStore(database: database)
            // As `marquee serve` on a SQLite file: tokens and the program
            // answered from memory while the file's revision holds.
            let storeRevision: @Sendable () async -> String? = {
                await HTTPServerRequest.memoized("store-revision") { try? await database.revision().description }
            }
            revision = storeRevision
            deskRepository = CachingDeskRepository(SQLiteDeskRepository(database: database), revision: storeRevision)
            queries = { SQLiteDeskQueriesRepository(database: database, desk: $0) }
            idempotency = SQLiteIdempotencyStore(database: database)
        #if PostgreSQL
        case let .postgres(database):
            users = PostgreSQLUserRepository(database: database)
            store = PostgreSQLBoxOfficeStore(database: database)
            deskRepository = PostgreSQLDeskRepository(database: database)
            queries = { PostgreSQLDeskQueriesRepository(database: database, desk: $0) }
            idempotency = PostgreSQLIdempotencyStore(database: database)
        #endif
        }
        let desks = DesksUseCases(desks: deskRepository, tokens: SHA256DeskTokens(), clock: SystemTimeSource())
        let (_, clerk) = try await desks.add.execute(name: DeskName("front-1"), role: .clerk)
        let (_, manager) = try await desks.add.execute(name: DeskName("office"), role: .manager)
        let metrics = HTTPServerMetrics()
        let api = BoxOfficeAPI(
            useCases: DeskUseCases.over(
                users: users, store: store, movies: try OfflineCatalogMoviesRepository.bundled(), queries: queries,
                ids: { RandomIDGenerator(prefix: $0) }, clock: SystemTimeSource()),
            times: .utc, orderPlaced: { metrics.increment("marquee_orders_placed_total", help: "Orders placed.") })
        let server = BoxOfficeService.server(
            api: api, desks: desks.authenticate,
            settings: HTTPServerSettings(port: 0, metricsPort: withMetrics ? 0 : nil, tls: tls), metrics: metrics,
            idempotency: HTTPServerIdempotency(store: idempotency),
            readiness: {
                do throws(AccountsError) {
                    _ = try await users.user(withID: UserID("readiness-probe"))
                    return true
                } catch {
                    return false
                }
            },
            storeRevision: revision, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let (ports, continuation) = AsyncStream.makeStream(of: HTTPServerPorts.self)
        let shutdown = HTTPServerShutdown()
        let task = Task {
            try await server.run(handlingSignals: false, shutdown: shutdown) { continuation.yield($0) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let bound = await iterator.next() else { throw CancellationError() }
        return LoopbackService(
            port: bound.service, metricsPort: bound.metrics, scheme: tls == nil ? "http" : "https", clerk: clerk,
            manager: manager, desks: desks, metrics: metrics, task: task, shutdown: shutdown)
    }

    private init(
        port: Int, metricsPort: Int?, scheme: String, clerk: DeskToken, manager: DeskToken, desks: DesksUseCases,
        metrics: HTTPServerMetrics, task: Task<Void, any Error>, shutdown: HTTPServerShutdown
    ) {
        self.port = port
        self.metricsPort = metricsPort
        self.scheme = scheme
        self.clerk = clerk
        self.manager = manager
        self.desks = desks
        self.metrics = metrics
        self.task = task
        self.shutdown = shutdown
    }

    /// A desk's client, with `token` (the clerk's by default).
    func client(token: DeskToken? = nil, url: URL? = nil, trusting certificates: String? = nil) throws
        -> ServiceClient
    {
        try ServiceClient(url: url ?? self.url, token: token ?? clerk, trustedCertificatesFile: certificates)
    }

    /// The behaviour suite's subject: the manager's and the clerk's use
    /// cases through their remote clients, the server's (system) clock, and
    /// a movie of the bundled catalog.
    func behaviourSubject(_ clients: inout [ServiceClient]) async throws -> BoxOfficeBehaviour.Subject {
        let managerClient = try client(token: manager)
        let clerkClient = try client(token: clerk)
        clients += [managerClient, clerkClient]
        return BoxOfficeBehaviour.Subject(
            manager: .init(
                name: try DeskName("office"), accounts: AccountsUseCases(service: managerClient),
                boxOffice: BoxOfficeUseCases(service: managerClient)),
            clerk: .init(
                name: try DeskName("front-1"), accounts: AccountsUseCases(service: clerkClient),
                boxOffice: BoxOfficeUseCases(service: clerkClient)),
            now: { await SystemTimeSource().now() }, movie: try await Self.alien())
    }

    /// Alien, as the bundled catalog holds it.
    static func alien() async throws -> Movie {
        try await OfflineCatalogMoviesRepository.bundled().movieDetails(MovieID(348)).value
    }

    /// Stops the server gracefully (see `HTTPServerShutdown`: cancelling it
    /// can crash the test process on a connection it had just accepted); a
    /// request still open after 10 s is cut off by cancelling after all.
    func stop() async {
        await shutdown.trigger()
        let cutOff = Task { [task] in
            try await Task.sleep(for: .seconds(10))
            task.cancel()
        }
        _ = await task.result
        cutOff.cancel()
    }
}

/// Runs `body` with a service over a fresh SQLite database in memory and a
/// clerk desk's client; stops both afterwards.
func withLoopbackService(
    tls: HTTPServerTLS? = nil, metrics: Bool = false, _ body: (LoopbackService, ServiceClient) async throws -> Void
) async throws {
    let service = try await LoopbackService.start(
        LoopbackService.Backing.sqlite(MarqueeDatabase.open(at: .inMemory)), tls: tls, metrics: metrics)
    let client = try service.client()
    do {
        try await body(service, client)
    } catch {
        await client.shutdown()
        await service.stop()
        throw error
    }
    await client.shutdown()
    await service.stop()
}
#endif
