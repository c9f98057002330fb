import AsyncHTTPClient
import Foundation
import MarqueeHTTPServer
import NIOHTTP1
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import NIOCore
import Testing

@Suite struct IdempotencyTests {
    let store = InMemoryIdempotencyStore()
    let clock = TestClock()

    private func start(store: (any IdempotencyStore)? = nil) async throws -> ServerUnderTest {
        try await ServerUnderTest.start(
            idempotency: HTTPServerIdempotency(store: store ?? self.store, now: { [clock] in clock.now() }))
    }

    private func order(
        _ server: ServerUnderTest, key: String?, body: String = #"{"seats":2}"#, path: String = "/orders",
        token: String = ServerUnderTest.token, delay: Int? = nil, timeout: TimeAmount = .seconds(10)
    ) async throws -> Answer {
        var headers: [(String, String)] = []
        if let key { headers.append(("Idempotency-Key", key)) }
        if let delay { headers.append(("X-Delay-Ms", "\(delay)")) }
        return try await server.send(
            .POST, path, token: token, headers: headers, body: .bytes(ByteBuffer(string: body)), timeout: timeout)
    }

    @Test func aRetryAfterALostAnswerGetsTheFirstAnswerAndTheHandlerRunsOnce() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        // The client leaves once the handler runs, before it answers: the answer is lost.
        let body = #"{"seats":2}"#
        let connection = try RawConnection(port: server.port)
        try connection.send(
            "POST /orders HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(ServerUnderTest.token)\r\n"
                + "Idempotency-Key: k-1\r\nX-Delay-Ms: 300\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        for _ in 0..<200 where server.orders.count == 0 { try await Task.sleep(for: .milliseconds(10)) }
        connection.close()
        var retry = try await order(server, key: "k-1")
        for _ in 0..<50 where retry.status == 409 {
            try await Task.sleep(for: .milliseconds(100))
            retry = try await order(server, key: "k-1")
        }
        #expect(retry.status == 201 && retry.body == #"{"order":1,"bytes":11}"#)
        #expect(retry.headers["idempotent-replayed"] == "true")
        #expect(retry.headers["content-type"] == "application/json")
        #expect(server.orders.count == 1)
    }

    @Test func aRetryIsAnsweredByteForByteAsTheFirstWas() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        let first = try await order(server, key: "k-1")
        let retry = try await order(server, key: "k-1")
        #expect(first.status == 201 && first.headers["idempotent-replayed"] == nil)
        #expect(retry.status == first.status && retry.bytes == first.bytes)
        #expect(server.orders.count == 1)
    }

    @Test func concurrentRequestsWithOneKeyRunOnceAndTheOthersAreTold409() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
            for _ in 0..<8 { group.addTask { try await order(server, key: "k-1", delay: 2000) } }
            return try await group.reduce(into: [Answer]()) { $0.append($1) }
        }
        let ran = answers.filter { $0.status == 201 && $0.headers["idempotent-replayed"] == nil }
        let refused = answers.filter { $0.status == 409 }
        let replayed = answers.filter { $0.headers["idempotent-replayed"] == "true" }
        #expect(ran.count == 1 && !refused.isEmpty && ran.count + refused.count + replayed.count == 8)
        #expect(refused.allSatisfy { $0.headers["retry-after"] == "1" && $0.body.contains("idempotencyKeyInUse") })
        #expect(server.orders.count == 1)
    }

    @Test func theSameKeyWithAnotherRequestIs422() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        _ = try await order(server, key: "k-1")
        let otherBody = try await order(server, key: "k-1", body: #"{"seats":3}"#)
        let otherPath = try await order(server, key: "k-1", path: "/echo")
        #expect(otherBody.status == 422 && otherBody.body.contains("idempotencyKeyReused"))
        #expect(otherPath.status == 422)
        #expect(server.orders.count == 1 && server.echoes.count == 0)
    }

    @Test func anAnswerIsForgottenAfter24Hours() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        _ = try await order(server, key: "k-1")
        clock.advance(by: 86_400 - 1)
        #expect(try await order(server, key: "k-1").headers["idempotent-replayed"] == "true")
        clock.advance(by: 1)
        let later = try await order(server, key: "k-1")
        #expect(later.status == 201 && later.headers["idempotent-replayed"] == nil)
        #expect(server.orders.count == 2)
    }

    @Test func keysAreScopedByPrincipal() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        _ = try await order(server, key: "k-1")
        let other = try await order(server, key: "k-1", token: ServerUnderTest.otherToken)
        #expect(other.status == 201 && other.headers["idempotent-replayed"] == nil)
        #expect(server.orders.count == 2)
    }

    @Test func aClaimLeftUnfinishedPastTheLimitHasAnUnknownOutcomeAndNeverRunsAgain() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        // A server died while it ran this request: claimed, never answered.
        let request = IdempotentRequest(method: "POST", path: "/orders", body: Array(#"{"seats":2}"#.utf8))
        _ = try await store.claim(
            IdempotencyKey("k-1"), owner: "desk-1", request: request, now: clock.now(),
            expiresAt: clock.now().addingTimeInterval(86_400))
        clock.advance(by: 30)
        let running = try await order(server, key: "k-1")
        #expect(running.status == 409 && running.headers["retry-after"] == "1")
        clock.advance(by: 30)
        let unknown = try await order(server, key: "k-1")
        #expect(unknown.status == 409 && unknown.body.contains("idempotencyOutcomeUnknown"))
        #expect(unknown.headers["retry-after"] == nil)
        #expect(server.orders.count == 0)
    }

    @Test func aStoreThatDoesNotAnswerRefusesKeyedRequestsWith503() async throws {
        let server = try await start(store: UnavailableIdempotencyStore())
        defer { Task { await server.stop() } }
        let answer = try await order(server, key: "k-1")
        #expect(answer.status == 503 && answer.body.contains("idempotencyUnavailable"))
        #expect(answer.headers["retry-after"] == "1")
        #expect(server.orders.count == 0)
        #expect(try await order(server, key: nil).status == 201)
    }

    @Test(arguments: ["a b", String(repeating: "k", count: 256), "ключ"])
    func aKeyThatIsNot1To255VisibleASCIICharactersIs400(key: String) async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        let answer = try await order(server, key: key)
        #expect(answer.status == 400 && answer.body.contains("invalidIdempotencyKey"))
        #expect(server.orders.count == 0)
    }

    @Test func aServerErrorIsNotKeptSoARetryRunsAgain() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        #expect(try await order(server, key: "k-1", body: "fail").status == 503)
        let retry = try await order(server, key: "k-1", body: "fail")
        #expect(retry.status == 503 && retry.headers["idempotent-replayed"] == nil)
        #expect(server.orders.count == 2)
    }

    @Test func aHandlerThatThrowsReleasesItsKey() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        #expect(try await order(server, key: "k-1", body: "throw").status == 500)
        #expect(try await order(server, key: "k-1", body: "throw").status == 500)
        #expect(server.orders.count == 2)
    }

    @Test func aClientErrorIsKeptAndReplayed() async throws {
        let server = try await start()
        defer { Task { await server.stop() } }
        let first = try await server.send(.DELETE, "/orders/1", headers: [("Idempotency-Key", "k-1")])
        let retry = try await server.send(.DELETE, "/orders/1", headers: [("Idempotency-Key", "k-1")])
        #expect(first.status == 204 && retry.status == 204 && retry.headers["idempotent-replayed"] == "true")
    }

    @Test func withoutAStoreTheHeaderIsIgnored() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await order(server, key: "k-1")
        let second = try await order(server, key: "k-1")
        #expect(second.status == 201 && second.headers["idempotent-replayed"] == nil)
        #expect(server.orders.count == 2)
    }
}
