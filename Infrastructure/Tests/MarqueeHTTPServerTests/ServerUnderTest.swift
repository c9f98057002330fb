import AsyncHTTPClient
import Foundation
import HTTPTypes
import Logging
import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import NIOCore
import NIOHTTP1
import OpenAPIRuntime

/// An ``HTTPServer`` on a free loopback port with two handlers registered
/// as an OpenAPI server would (`GET /whoami` answers the principal, `POST
/// /echo` answers the body's byte count), a credential `good-token` for
/// the principal `desk-1`, and a problem body that names the failure.
final class ServerUnderTest: Sendable {
    static let token = "good-token"

    let port: Int
    let logs: LogCapture
    let metrics: HTTPServerMetrics
    private let task: Task<Void, any Error>

    static func start(settings: HTTPServerSettings = HTTPServerSettings(port: 0)) async throws -> ServerUnderTest {
        let logs = LogCapture()
        let metrics = HTTPServerMetrics()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        var settings = settings
        settings.port = 0
        let server = HTTPServer(
            settings: settings, logger: logs.logger(label: "server", level: .info), metrics: metrics,
            problems: { failure, id in
                HTTPServerProblemBody(
                    contentType: "application/problem+json",
                    bytes: Array(#"{"failure":"\#(failure)","requestID":"\#(id)"}"#.utf8))
            },
            authenticate: { credential in credential == token ? .accepted("desk-1") : .refused },
            readiness: { true },
            documents: [
                .init(path: "/doc.yaml", contentType: "application/yaml", bytes: Array("openapi: 3.1.0\n".utf8))
            ],
            register: { transport in
                try transport.register(
                    { _, _, _ in
                        let principal = HTTPServerRequest.principal as? String ?? "nobody"
                        return (HTTPResponse(status: .ok), HTTPBody(principal))
                    }, method: .get, path: "/whoami")
                try transport.register(
                    { _, body, _ in
                        var count = 0
                        if let body { for try await chunk in body { count += chunk.count } }
                        return (HTTPResponse(status: .ok), HTTPBody("\(count)"))
                    }, method: .post, path: "/echo")
                try transport.register(
                    { _, _, _ in
                        try await Task.sleep(for: .milliseconds(300))
                        return (HTTPResponse(status: .ok), HTTPBody("slow"))
                    }, method: .get, path: "/slow")
            })
        let task = Task { try await server.run(handlingSignals: false) { port in continuation.yield(port) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return ServerUnderTest(port: port, logs: logs, metrics: metrics, task: task)
    }

    private init(port: Int, logs: LogCapture, metrics: HTTPServerMetrics, task: Task<Void, any Error>) {
        self.port = port
        self.logs = logs
        self.metrics = metrics
        self.task = task
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// A GET with AsyncHTTPClient; the answer's status, headers and body text.
    func send(
        _ path: String, token: String? = ServerUnderTest.token, headers: [(String, String)] = []
    ) async throws -> (status: Int, headers: [String: String], body: String) {
        try await send(.GET, path, token: token, headers: headers, body: nil)
    }

    /// One request with AsyncHTTPClient; the answer's status, headers and body text.
    func send(
        _ method: NIOHTTP1Method, _ path: String, token: String? = ServerUnderTest.token,
        headers: [(String, String)] = [], body: HTTPClientRequest.Body? = nil
    ) async throws -> (status: Int, headers: [String: String], body: String) {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = body }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        var fields: [String: String] = [:]
        for header in response.headers { fields[header.name.lowercased()] = header.value }
        return (Int(response.status.code), fields, String(buffer: bytes))
    }
}

typealias NIOHTTP1Method = NIOHTTP1.HTTPMethod
