import AsyncHTTPClient
import Foundation
import HTTPTypes
import Logging
import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import NIOCore
import NIOHTTP1
import MarqueeInfrastructure
import OpenAPIRuntime
import Synchronization

/// An ``HTTPServer`` on a free loopback port (and a metrics listener on
/// another) with handlers registered as an OpenAPI server would, two
/// credentials (`good-token` for the principal `desk-1`, `other-token` for
/// `desk-2`), and a problem body that names the failure.
///
/// - `GET /whoami` answers the principal;
/// - `POST /echo` answers the body's byte count (its runs are counted);
/// - `GET /slow` answers after 300 ms;
/// - `POST /orders` answers 201 with a new order number (its runs are
///   counted); an `X-Delay-Ms` header delays it, a body `fail` makes it
///   answer 503 and a body `throw` makes it throw;
/// - `GET` and `DELETE /orders/{orderID}`;
/// - `GET /memo` asks ``HTTPServerRequest/memoized(_:_:)`` twice for one
///   key and answers both values (counted across requests);
/// - `GET /kept` answers `run N <query>` (its runs are counted) and holds for
///   as long as ``keeping`` says, a cached route whose validator is ``keeping``'s.
final class ServerUnderTest: Sendable {
    static let token = "good-token"
    static let otherToken = "other-token"

    let ports: HTTPServerPorts
    let logs: LogCapture
    let metrics: HTTPServerMetrics
    /// How many times `POST /orders` ran.
    let orders: RunCounter
    /// How many times `POST /echo` ran.
    let echoes: RunCounter
    /// How many times `GET /kept` ran.
    let keptRuns: RunCounter
    /// What `GET /kept`'s validator returns and how long its answer holds.
    let keeping: Keeping
    private let task: Task<Void, any Error>
    private let shutdown: HTTPServerShutdown

    /// The cached route's validator and how long its answers hold, as a test sets them.
    final class Keeping: Sendable {
        private let state = Mutex<(validator: String?, holds: Duration?)>(("r1", .seconds(60)))

        var validator: String? {
            get { state.withLock { $0.validator } }
            set { state.withLock { $0.validator = newValue } }
        }

        /// How long an answer holds from when it is made; `nil`: the handler says nothing.
        var holds: Duration? {
            get { state.withLock { $0.holds } }
            set { state.withLock { $0.holds = newValue } }
        }
    }

    var port: Int { ports.service }

    static func start(
        settings: HTTPServerSettings = HTTPServerSettings(port: 0),
        readiness: @escaping @Sendable () async -> Bool = { true }, idempotency: HTTPServerIdempotency? = nil
    ) async throws -> ServerUnderTest {
        let logs = LogCapture()
        let metrics = HTTPServerMetrics()
        let orders = RunCounter()
        let echoes = RunCounter()
        let keptRuns = RunCounter()
        let memoRuns = RunCounter()
        let keeping = Keeping()
        let (reports, continuation) = AsyncStream.makeStream(of: HTTPServerPorts.self)
        var settings = settings
        settings.port = 0
        if settings.metricsPort != nil { settings.metricsPort = 0 }
        let server = HTTPServer(
            settings: settings, logger: logs.logger(label: "server", level: .info), metrics: metrics,
            problems: { failure, id in
                HTTPServerProblemBody(
                    contentType: "application/problem+json",
                    bytes: Array(#"{"failure":"\#(failure)","requestID":"\#(id)"}"#.utf8))
            },
            authenticate: { credential in
                switch credential {
                case token: .accepted("desk-1")
                case otherToken: .accepted("desk-2")
                default: .refused
                }
            },
            describePrincipal: { principal in "\(principal)" },
            readiness: readiness, idempotency: idempotency,
            documents: [
                .init(path: "/doc.yaml", contentType: "application/yaml", bytes: Array("openapi: 3.1.0\n".utf8))
            ],
            cachedRoutes: [HTTPServerCachedRoute(path: "/kept", validator: { keeping.validator })],
            register: { transport in
                try transport.register(
                    { _, _, _ in
                        let first = await HTTPServerRequest.memoized("run") { memoRuns.increment() }
                        let second = await HTTPServerRequest.memoized("run") { memoRuns.increment() }
                        // An optional value, computed (not taken for a kept nil) the first time.
                        let optional: Int? = await HTTPServerRequest.memoized("optional") { Optional(first) }
                        let again: Int? = await HTTPServerRequest.memoized("optional") { nil }
                        return (
                            HTTPResponse(status: .ok),
                            HTTPBody(
                                "\(first) \(second) \(optional.map(String.init) ?? "nil") \(again.map(String.init) ?? "nil")"
                            )
                        )
                    }, method: .get, path: "/memo")
                try transport.register(
                    { request, _, _ in
                        let run = keptRuns.increment()
                        if let holds = keeping.holds {
                            HTTPServerRequest.answerHolds(until: Date().addingTimeInterval(holds.inSeconds))
                        }
                        let query = request.path?.split(separator: "?").dropFirst().first.map(String.init) ?? ""
                        return (HTTPResponse(status: .ok), HTTPBody("run \(run) \(query)"))
                    }, method: .get, path: "/kept")
                try transport.register(
                    { _, _, _ in
                        let principal = HTTPServerRequest.principal as? String ?? "nobody"
                        return (HTTPResponse(status: .ok), HTTPBody(principal))
                    }, method: .get, path: "/whoami")
                try transport.register(
                    { _, body, _ in
                        echoes.increment()
                        var count = 0
                        if let body { for try await chunk in body { count += chunk.count } }
                        return (HTTPResponse(status: .ok), HTTPBody("\(count)"))
                    }, method: .post, path: "/echo")
                try transport.register(
                    { _, _, _ in
                        try await Task.sleep(for: .milliseconds(300))
                        return (HTTPResponse(status: .ok), HTTPBody("slow"))
                    }, method: .get, path: "/slow")
                try transport.register(placeOrder(counting: orders), method: .post, path: "/orders")
                try transport.register(
                    { _, _, metadata in
                        let id = metadata.pathParameters["orderID"].map(String.init) ?? "?"
                        return (HTTPResponse(status: .ok), HTTPBody("order \(id)"))
                    }, method: .get, path: "/orders/{orderID}")
                try transport.register(
                    { _, _, _ in (HTTPResponse(status: .noContent), nil) }, method: .delete,
                    path: "/orders/{orderID}")
            })
        let shutdown = HTTPServerShutdown()
        let task = Task {
            try await server.run(handlingSignals: false, shutdown: shutdown) { ports in continuation.yield(ports) }
        }
        var iterator = reports.makeAsyncIterator()
        guard let ports = await iterator.next() else { throw CancellationError() }
        return ServerUnderTest(
            ports: ports, logs: logs, metrics: metrics, orders: orders, echoes: echoes, keptRuns: keptRuns,
            keeping: keeping, task: task, shutdown: shutdown)
    }

    /// `POST /orders`: counts the run, then answers as its request asks.
    private static func placeOrder(
        counting runs: RunCounter
    ) -> @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?) {
        { request, body, _ in
            let number = runs.increment()
            if let delay = request.headerFields[HTTPField.Name("X-Delay-Ms")!].flatMap({ Int($0) }) {
                try await Task.sleep(for: .milliseconds(delay))
            }
            let text = try await String(collecting: body ?? HTTPBody(), upTo: 1 << 20)
            if text == "fail" { return (HTTPResponse(status: .serviceUnavailable), HTTPBody("try later")) }
            if text == "throw" { throw HandlerFailed() }
            var response = HTTPResponse(status: .created)
            response.headerFields[.contentType] = "application/json"
            return (response, HTTPBody(#"{"order":\#(number),"bytes":\#(text.utf8.count)}"#))
        }
    }

    private init(
        ports: HTTPServerPorts, logs: LogCapture, metrics: HTTPServerMetrics, orders: RunCounter,
        echoes: RunCounter, keptRuns: RunCounter, keeping: Keeping, task: Task<Void, any Error>,
        shutdown: HTTPServerShutdown
    ) {
        self.ports = ports
        self.logs = logs
        self.metrics = metrics
        self.orders = orders
        self.echoes = echoes
        self.keptRuns = keptRuns
        self.keeping = keeping
        self.task = task
        self.shutdown = shutdown
    }

    /// How long the server took to answer the last request to `route`, as
    /// its log line says (from the request's head to its answer, so a busy
    /// test machine's client side does not count).
    func loggedDuration(ofLast route: String) -> Duration? {
        guard let line = logs.lines.last(where: { $0.contains("http.route=\(route) ") }),
            let field = line.split(separator: " ").first(where: { $0.hasPrefix("duration.ms=") }),
            let milliseconds = Double(field.dropFirst("duration.ms=".count))
        else { return nil }
        return .microseconds(Int64(milliseconds * 1000))
    }

    /// Stops the server gracefully (see `HTTPServerShutdown`: cancelling it
    /// can crash the test process on a connection it had just accepted); a
    /// request still open after 10 s is cut off by cancelling after all.
    /// - Returns: Whether it ended gracefully, before the cut-off.
    @discardableResult
    func stop() async -> Bool {
        await shutdown.trigger()
        let cutOff = Task { [task] in
            try await Task.sleep(for: .seconds(10))
            task.cancel()
        }
        _ = await task.result
        cutOff.cancel()
        return await cutOff.result.isFailure
    }

    /// A GET with AsyncHTTPClient; the answer's status, headers and body text.
    func send(
        _ path: String, token: String? = ServerUnderTest.token, headers: [(String, String)] = []
    ) async throws -> Answer {
        try await send(.GET, path, token: token, headers: headers, body: nil)
    }

    /// One request with AsyncHTTPClient; the answer's status, headers and body text.
    func send(
        _ method: NIOHTTP1Method, _ path: String, token: String? = ServerUnderTest.token,
        headers: [(String, String)] = [], body: HTTPClientRequest.Body? = nil, port: Int? = nil,
        timeout: TimeAmount = .seconds(10)
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port ?? self.port)\(path)")
        request.method = method
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = body }
        return try await Answer(HTTPClient.shared.execute(request, timeout: timeout))
    }
}

/// An answer's status, headers (names in lower case) and body.
struct Answer: Sendable {
    let status: Int
    let headers: [String: String]
    let bytes: [UInt8]

    var body: String { String(decoding: bytes, as: UTF8.self) }

    init(_ response: HTTPClientResponse) async throws {
        status = Int(response.status.code)
        var fields: [String: String] = [:]
        for header in response.headers { fields[header.name.lowercased()] = header.value }
        headers = fields
        bytes = Array(buffer: try await response.body.collect(upTo: 1 << 20))
    }
}

/// What `POST /orders` throws when its body is `throw`.
struct HandlerFailed: Error {}

typealias NIOHTTP1Method = NIOHTTP1.HTTPMethod

extension Result {
    /// Whether it holds an error (a cut-off task cancelled while it slept).
    fileprivate var isFailure: Bool {
        if case .failure = self { true } else { false }
    }
}
