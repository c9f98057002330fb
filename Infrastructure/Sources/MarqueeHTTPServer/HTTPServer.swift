import HTTPTypes
import Hummingbird
import HummingbirdTLS
public import Logging
public import OpenAPIRuntime
import OpenAPIHummingbird
public import ServiceLifecycle
import NIOCore
import UnixSignals

/// An HTTP/1.1 server over Hummingbird for an API whose handlers the
/// application registers: it knows no application type. It gives every
/// request an identifier, logs one line per request (naming the principal,
/// never a header), counts requests and their latency for `/metrics` on a
/// listener of its own, caps bodies and reads them whole before a handler
/// runs, times out slow clients, checks bearer credentials with the
/// application's authenticator, answers a method a path does not serve with
/// 405 and `Allow`, serves HEAD wherever GET is served, honours
/// `Idempotency-Key`, answers `/health` and `/ready` (within a deadline),
/// serves HTTPS when given a certificate, and on SIGTERM or SIGINT stops
/// accepting connections and finishes the requests in flight before it returns.
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
    private let describePrincipal: @Sendable (any Sendable) -> String
    private let readiness: ReadinessProbe
    private let idempotency: HTTPServerIdempotency?
    private let documents: [Document]
    private let cachedRoutes: [HTTPServerCachedRoute]
    private let register: @Sendable (any ServerTransport) throws -> Void

    /// Creates a server; nothing listens until ``run(services:handlingSignals:shutdown:onRunning:)``.
    ///
    /// - Parameters:
    ///   - settings: Where to listen and what to accept.
    ///   - logger: Where request lines go.
    ///   - metrics: Where requests are counted.
    ///   - problems: The body of each of the server's own failures.
    ///   - authenticate: Who a bearer credential belongs to.
    ///   - describePrincipal: How an authenticated principal reads in a log
    ///     line (such as `desk=front-1`), which also scopes its idempotency
    ///     keys, so two principals must never read the same. Never the credential.
    ///   - readiness: Whether the application can answer requests now
    ///     (`/ready`); it gets ``HTTPServerSettings/readinessDeadline`` to say so.
    ///   - idempotency: Where `Idempotency-Key` requests and answers are
    ///     kept; `nil` ignores the header.
    ///   - documents: Fixed documents to serve.
    ///   - cachedRoutes: GET routes whose answers are kept and given again
    ///     while they hold (see ``HTTPServerCachedRoute``).
    ///   - register: Registers the application's handlers on the transport
    ///     (the generated `registerHandlers(on:)` of an OpenAPI server).
    public init(
        settings: HTTPServerSettings, logger: Logger, metrics: HTTPServerMetrics = HTTPServerMetrics(),
        problems: @escaping HTTPServerProblems,
        authenticate: @escaping @Sendable (String) async -> HTTPServerAuthentication,
        describePrincipal: @escaping @Sendable (any Sendable) -> String,
        readiness: @escaping @Sendable () async -> Bool, idempotency: HTTPServerIdempotency? = nil,
        documents: [Document] = [], cachedRoutes: [HTTPServerCachedRoute] = [],
        register: @escaping @Sendable (any ServerTransport) throws -> Void
    ) {
        self.settings = settings
        self.logger = logger
        self.metrics = metrics
        self.problems = problems
        self.authenticate = authenticate
        self.describePrincipal = describePrincipal
        self.readiness = ReadinessProbe(deadline: settings.readinessDeadline, check: readiness)
        self.idempotency = idempotency
        self.documents = documents
        self.cachedRoutes = cachedRoutes
        self.register = register
    }

    /// Listens and answers until SIGTERM or SIGINT (with `handlingSignals`)
    /// or `shutdown` is triggered; then stops accepting connections, lets
    /// the requests in flight finish, stops `services` and returns. A
    /// cancelled task stops it too, but abruptly (see ``HTTPServerShutdown``).
    ///
    /// - Parameters:
    ///   - services: Run beside the server and stopped after it (a database pool).
    ///   - handlingSignals: Whether SIGTERM and SIGINT shut it down gracefully.
    ///   - shutdown: Shuts it down gracefully when triggered.
    ///   - onRunning: Called once, when every listener listens, with their ports.
    /// - Throws: When an address cannot be bound, or the handlers cannot be registered.
    public func run(
        services: [any Service] = [], handlingSignals: Bool = true, shutdown: HTTPServerShutdown? = nil,
        onRunning: @escaping @Sendable (HTTPServerPorts) async -> Void = { _ in }
    ) async throws {
        let report = PortsReport(withMetrics: settings.metricsPort != nil, onRunning: onRunning)
        let idleTimeout = TimeAmount.nanoseconds(settings.idleTimeout.nanoseconds)
        let router = try makeRouter()
        let address = ApplicationConfiguration(
            address: .hostname(settings.host, port: settings.port), serverName: nil, backlog: settings.backlog)
        let serviceRunning: @Sendable (any Channel) async -> Void = { channel in
            await report.service(channel.localAddress?.port ?? 0)
        }
        // The same application with or without TLS (Hummingbird's server
        // builder type is not one this module can name).
        let main: any Service
        if let tls = settings.tls {
            main = Application(
                router: router,
                server: try .tls(
                    .http1(configuration: .init(idleTimeout: idleTimeout)), tlsConfiguration: tls.configuration),
                configuration: address, services: services, onServerRunning: serviceRunning, logger: logger)
        } else {
            main = Application(
                router: router, server: .http1(configuration: .init(idleTimeout: idleTimeout)),
                configuration: address, services: services, onServerRunning: serviceRunning, logger: logger)
        }
        var listeners = [main]
        if let metricsPort = settings.metricsPort {
            listeners.append(
                Application(
                    router: makeMetricsRouter(), server: .http1(configuration: .init(idleTimeout: idleTimeout)),
                    configuration: ApplicationConfiguration(
                        address: .hostname(Self.loopback, port: metricsPort), serverName: nil),
                    onServerRunning: { channel in await report.metrics(channel.localAddress?.port ?? 0) },
                    logger: logger))
        }
        let group = ServiceGroup(
            configuration: .init(
                services: listeners, gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [],
                logger: logger))
        await shutdown?.attach(group)
        try await group.run()
    }

    /// The metrics listener's address: loopback only, whatever the main host.
    private static let loopback = "127.0.0.1"

    private func makeRouter() throws -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self, options: .autoGenerateHeadEndpoints)
        let routes = RouteRecorder(router: router)
        router.add(
            middleware: RequestMiddleware(
                metrics: metrics, problems: problems, maximumBodyBytes: settings.maximumBodyBytes, logger: logger))
        router.add(middleware: BodyLimitMiddleware(limit: settings.maximumBodyBytes, deadline: settings.bodyDeadline))
        router.add(
            middleware: AuthenticationMiddleware(
                publicPaths: settings.publicPaths, authenticate: authenticate, describePrincipal: describePrincipal))
        // Middleware applies to the routes added after it, so this one comes
        // before the routes; the table it reads is filled once all are in.
        let table = RouteTableBox()
        router.add(middleware: MethodMiddleware(routes: table))
        if !cachedRoutes.isEmpty { router.add(middleware: ResponseCacheMiddleware(routes: cachedRoutes)) }
        if let idempotency {
            router.add(
                middleware: IdempotencyMiddleware(
                    idempotency: idempotency, describePrincipal: describePrincipal, logger: logger))
        }
        routes.get("/health") { _, _ in Self.json(#"{"status":"ok"}"#) }
        routes.get("/ready") { [readiness] _, _ in
            guard await readiness.isReady() else { throw HTTPServerFailure.notReady }
            return Self.json(#"{"status":"ready"}"#)
        }
        for document in documents {
            routes.get(document.path) { _, _ in Self.response(document.bytes, contentType: document.contentType) }
        }
        try register(routes)
        table.set(routes.table)
        return router
    }

    private func makeMetricsRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/metrics") { [metrics] _, _ in
            Self.response(metrics.exposition(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        return router
    }

    private static func json(_ text: String) -> Response {
        response(Array(text.utf8), contentType: "application/json")
    }

    private static func response(_ bytes: [UInt8], contentType: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
