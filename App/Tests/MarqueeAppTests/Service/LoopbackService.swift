#if Service
import Foundation
import Logging
import MarqueeData
import MarqueeDataService
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeHTTPServer
import MarqueePresentation
import MarqueeSQLite
import MarqueeServer

#if PostgreSQL
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
#endif

/// The box office service on a free loopback port, started by the test in
/// this process over a real store (SQLite in memory, or a PostgreSQL
/// database), with one desk added, and a desk's client for it.
final class LoopbackService: Sendable {
    /// What the service keeps its data in.
    enum Backing: Sendable {
        case sqlite(SQLiteDatabase)
        #if PostgreSQL
        case postgres(PostgreSQLDatabase)
        #endif
    }

    let port: Int
    let token: DeskToken
    let desks: DesksUseCases
    let metrics: HTTPServerMetrics
    private let task: Task<Void, any Error>

    var url: URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { preconditionFailure("a valid URL") }
        return url
    }

    static func start(_ backing: Backing, clock: any TimeSource = ManualTimeSource()) async throws -> LoopbackService {
        let users: any UserRepository
        let store: any ScreeningRepository & OrderRepository
        let deskRepository: any DeskRepository
        let queries: @Sendable (DeskName) -> any MovieQueriesRepository
        switch backing {
        case let .sqlite(database):
            users = SQLiteUserRepository(database: database)
            store = SQLiteBoxOfficeStore(database: database)
            deskRepository = SQLiteDeskRepository(database: database)
            queries = { SQLiteDeskQueriesRepository(database: database, desk: $0) }
        #if PostgreSQL
        case let .postgres(database):
            users = PostgreSQLUserRepository(database: database)
            store = PostgreSQLBoxOfficeStore(database: database)
            deskRepository = PostgreSQLDeskRepository(database: database)
            queries = { PostgreSQLDeskQueriesRepository(database: database, desk: $0) }
        #endif
        }
        let desks = DesksUseCases(desks: deskRepository, tokens: SHA256DeskTokens(), clock: clock)
        let (_, token) = try await desks.add.execute(name: DeskName("desk-\(UUID().uuidString.prefix(8))"))
        let metrics = HTTPServerMetrics()
        let api = BoxOfficeAPI(
            users: users, store: store, movies: try OfflineCatalogMoviesRepository.bundled(), queries: queries,
            clock: clock, times: .utc, orderPlaced: { metrics.increment("marquee_orders_placed_total") })
        let server = BoxOfficeService.server(
            api: api, desks: desks.authenticate, settings: HTTPServerSettings(port: 0), metrics: metrics,
            readiness: { true }, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { try await server.run(handlingSignals: false) { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return LoopbackService(port: port, token: token, desks: desks, metrics: metrics, task: task)
    }

    private init(
        port: Int, token: DeskToken, desks: DesksUseCases, metrics: HTTPServerMetrics, task: Task<Void, any Error>
    ) {
        self.port = port
        self.token = token
        self.desks = desks
        self.metrics = metrics
        self.task = task
    }

    /// A desk's client, with `token` (this service's desk by default).
    func client(token: DeskToken? = nil) -> ServiceClient {
        ServiceClient(url: url, token: token ?? self.token)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Runs `body` with a service over a fresh SQLite database in memory and a
/// desk's client; stops both afterwards.
func withLoopbackService(
    _ body: (LoopbackService, ServiceClient) async throws -> Void
) async throws {
    let service = try await LoopbackService.start(.sqlite(MarqueeDatabase.open(at: .inMemory)))
    let client = service.client()
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
