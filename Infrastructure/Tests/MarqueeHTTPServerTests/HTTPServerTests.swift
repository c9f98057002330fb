import AsyncHTTPClient
import Foundation
import Logging
import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import NIOCore
import NIOHTTP1
import Testing

@Suite struct HTTPServerTests {
    /// A triggered shutdown ends `run` gracefully (cancelling it can trap in
    /// SwiftNIO on a connection just accepted), and nothing answers after it.
    @Test func aTriggeredShutdownEndsTheServerGracefully() async throws {
        let server = try await ServerUnderTest.start()
        #expect(try await server.send("/health", token: nil).status == 200)
        #expect(await server.stop())
        await #expect(throws: (any Error).self) {
            try await server.send(.GET, "/health", token: nil, timeout: .seconds(2))
        }
    }

    /// A shutdown triggered before the server runs stops it as soon as it does.
    @Test func aShutdownTriggeredEarlyStopsTheServerOnceItRuns() async throws {
        let shutdown = HTTPServerShutdown()
        await shutdown.trigger()
        let server = HTTPServer(
            settings: HTTPServerSettings(port: 0), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
            problems: { _, _ in HTTPServerProblemBody(contentType: "application/problem+json", bytes: []) },
            authenticate: { _ in .refused }, describePrincipal: { "\($0)" }, readiness: { true }, register: { _ in })
        let ran = Task { try await server.run(handlingSignals: false, shutdown: shutdown) }
        let cutOff = Task {
            try await Task.sleep(for: .seconds(10))
            ran.cancel()
        }
        try await ran.value
        cutOff.cancel()
        #expect(await cutOff.result.isCancelled)
    }

    @Test func healthAndReadinessAnswerWithoutACredential() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let health = try await server.send("/health", token: nil)
        #expect(health.status == 200 && health.body == #"{"status":"ok"}"#)
        #expect(try await server.send("/ready", token: nil).status == 200)
    }

    @Test func aRequestWithoutACredentialIsRefusedWithTheApplicationsProblem() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("/whoami", token: nil)
        #expect(answer.status == 401)
        #expect(answer.headers["www-authenticate"] == "Bearer")
        #expect(answer.headers["content-type"] == "application/problem+json")
        #expect(answer.body.contains(#""failure":"missingCredential""#))
        #expect(answer.body.contains(try #require(answer.headers["x-request-id"])))
    }

    @Test func aWrongCredentialIsRefusedAndNeverLogged() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("/whoami", token: "wrong-secret-token")
        #expect(answer.status == 401 && answer.body.contains("refusedCredential"))
        #expect(!answer.body.contains("wrong-secret-token"))
        let basic = try await server.send("/whoami", token: nil, headers: [("Authorization", "Basic abc")])
        #expect(basic.status == 401 && basic.body.contains("missingCredential"))
        let logged = server.logs.lines.joined(separator: "\n")
        #expect(!logged.isEmpty)
        #expect(!logged.contains("wrong-secret-token") && !logged.contains(ServerUnderTest.token))
    }

    @Test func theHandlerSeesThePrincipalOfTheCredential() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("/whoami")
        #expect(answer.status == 200 && answer.body == "desk-1")
    }

    @Test func aClientsRequestIDIsKeptAndAnOddOneReplaced() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        #expect(
            try await server.send("/whoami", headers: [("X-Request-ID", "abc-123")]).headers["x-request-id"]
                == "abc-123")
        let odd = try await server.send("/whoami", headers: [("X-Request-ID", "a b;<x>")])
        #expect(odd.headers["x-request-id"] != "a b;<x>" && odd.headers["x-request-id"]?.isEmpty == false)
        #expect(server.logs.lines.contains { $0.contains("abc-123") })
    }

    @Test func aDeclaredBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let server = try await ServerUnderTest.start(settings: HTTPServerSettings(maximumBodyBytes: 1024))
        defer { Task { await server.stop() } }
        let answer = try await server.send(.POST, "/echo", body: .bytes(ByteBuffer(repeating: 1, count: 4096)))
        #expect(answer.status == 413 && answer.body.contains("bodyTooLarge(limit: 1024)"))
        #expect(
            try await server.send(.POST, "/echo", body: .bytes(ByteBuffer(repeating: 1, count: 1024))).body == "1024")
    }

    @Test func anUndeclaredBodyIsCutOffPastTheLimit() async throws {
        let server = try await ServerUnderTest.start(settings: HTTPServerSettings(maximumBodyBytes: 1024))
        defer { Task { await server.stop() } }
        let chunks = (0..<8).map { _ in ByteBuffer(repeating: 2, count: 512) }
        let stream = AsyncStream<ByteBuffer> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        let answer = try await server.send(.POST, "/echo", body: .stream(stream, length: .unknown))
        #expect(answer.status == 413)
    }

    @Test func anUnknownPathIsAProblem() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("/../../etc/passwd")
        #expect(answer.status == 404 && answer.body.contains("notFound"))
    }

    @Test func documentsAreServedToHoldersOfACredential() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        #expect(try await server.send("/doc.yaml", token: nil).status == 401)
        let answer = try await server.send("/doc.yaml")
        #expect(answer.status == 200 && answer.body == "openapi: 3.1.0\n")
        #expect(answer.headers["content-type"] == "application/yaml")
    }

    @Test func manyConcurrentConnectionsAreAllAnswered() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let client = HTTPClient(
            eventLoopGroupProvider: .singleton,
            configuration: .init(
                connectionPool: .init(idleTimeout: .seconds(5), concurrentHTTP1ConnectionsPerHostSoftLimit: 200)))
        defer { Task { try await client.shutdown() } }
        let port = server.port
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<400 {
                group.addTask {
                    var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/whoami")
                    request.headers.add(name: "Authorization", value: "Bearer \(ServerUnderTest.token)")
                    let response = try await client.execute(request, timeout: .seconds(30))
                    _ = try await response.body.collect(upTo: 1024)
                    return Int(response.status.code)
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.count == 400 && statuses.allSatisfy { $0 == 200 })
    }
}

extension Result {
    /// Whether the task that gave it was cancelled while it slept.
    fileprivate var isCancelled: Bool {
        if case .failure = self { true } else { false }
    }
}
