import HTTPTypes
public import Hummingbird
public import Logging
public import OpenAPIRuntime
import OpenAPIHummingbird
public import ServiceLifecycle
import NIOCore
import UnixSignals

/// An HTTP/1.1 server over Hummingbird for an API whose handlers the
/// application registers: it knows no application type. It gives every
/// request an identifier, logs one line per request (never a header), counts
/// requests and their latency for `/metrics`, caps bodies, times out slow
/// clients, checks bearer credentials with the application's authenticator,
/// answers `/health` and `/ready`, and on SIGTERM or SIGINT stops accepting
/// connections and finishes the requests in flight before it returns.
public struct HTTPServer: Sendable {
    /// A fixed document served at a path (to clients with a credential).
    public struct Document: Sendable {
        /// Where it is served, such as `/openapi.yaml`.
        public let path: String
        /// Its `Content-Type`.
        public let contentType: String
        /// Its bytes.
        public let bytes: [UInt8]

        /// Creates a document.
        public init(path: String, contentType: String, bytes: [UInt8]) {
            self.path = path
            self.contentType = contentType
            self.bytes = bytes
        }
    }

    private let settings: HTTPServerSettings
    private let logger: Logger
    /// What the server counts; the application may add its own counters.
    public let metrics: HTTPServerMetrics
    private let problems: HTTPServerProblems
    private let authenticate: @Sendable (String) async -> HTTPServerAuthentication
    private let readiness: @Sendable () async -> Bool
    private let documents: [Document]
    private let register: @Sendable (any ServerTransport) throws -> Void

    /// Creates a server; nothing listens until ``run(services:handlingSignals:onRunning:)``.
    ///
    /// - Parameters:
    ///   - settings: Where to listen and what to accept.
    ///   - logger: Where request lines go.
    ///   - metrics: Where requests are counted.
    ///   - problems: The body of each of the server's own failures.
    ///   - authenticate: Who a bearer credential belongs to.
    ///   - readiness: Whether the application can answer requests now (`/ready`).
    ///   - documents: Fixed documents to serve.
    ///   - register: Registers the application's handlers on the transport
    ///     (the generated `registerHandlers(on:)` of an OpenAPI server).
    public init(
        settings: HTTPServerSettings, logger: Logger, metrics: HTTPServerMetrics = HTTPServerMetrics(),
        problems: @escaping HTTPServerProblems,
        authenticate: @escaping @Sendable (String) async -> HTTPServerAuthentication,
        readiness: @escaping @Sendable () async -> Bool, documents: [Document] = [],
        register: @escaping @Sendable (any ServerTransport) throws -> Void
    ) {
        self.settings = settings
        self.logger = logger
        self.metrics = metrics
        self.problems = problems
        self.authenticate = authenticate
        self.readiness = readiness
        self.documents = documents
        self.register = register
    }

    /// Listens and answers until SIGTERM or SIGINT (with `handlingSignals`)
    /// or until the calling task is cancelled; then stops accepting
    /// connections, lets the requests in flight finish, stops `services` and
    /// returns.
    ///
    /// - Parameters:
    ///   - services: Run beside the server and stopped after it (a database pool).
    ///   - handlingSignals: Whether SIGTERM and SIGINT shut it down gracefully.
    ///   - onRunning: Called once it listens, with its port.
    /// - Throws: When the address cannot be bound, or the handlers cannot be registered.
    public func run(
        services: [any Service] = [], handlingSignals: Bool = true,
        onRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) async throws {
        let router = try makeRouter()
        let application = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(settings.idleTimeout.nanoseconds))),
            configuration: ApplicationConfiguration(
                address: .hostname(settings.host, port: settings.port), serverName: nil, backlog: settings.backlog),
            services: services,
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        try await application.runService(gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [])
    }

    private func makeRouter() throws -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        router.add(
            middleware: RequestMiddleware(
                metrics: metrics, problems: problems, maximumBodyBytes: settings.maximumBodyBytes, logger: logger))
        router.add(middleware: BodyLimitMiddleware(limit: settings.maximumBodyBytes, deadline: settings.bodyDeadline))
        router.add(middleware: AuthenticationMiddleware(publicPaths: settings.publicPaths, authenticate: authenticate))
        router.get("/health") { _, _ in Self.json(#"{"status":"ok"}"#) }
        router.get("/ready") { [readiness] _, _ in
            guard await readiness() else { throw HTTPServerFailure.notReady }
            return Self.json(#"{"status":"ready"}"#)
        }
        router.get("/metrics") { [metrics] _, _ in
            Self.response(metrics.exposition(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        for document in documents {
            router.get(RouterPath(document.path)) { _, _ in
                Self.response(document.bytes, contentType: document.contentType)
            }
        }
        try register(router)
        return router
    }

    private static func json(_ text: String) -> Response {
        response(Array(text.utf8), contentType: "application/json")
    }

    private static func response(_ bytes: [UInt8], contentType: String) -> Response {
        var buffer = ByteBuffer()
        buffer.writeBytes(bytes)
        return Response(
            status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: buffer))
    }
}
