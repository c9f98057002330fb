import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import Testing

@Suite struct SlowBodyTests {
    private static let settings = HTTPServerSettings(
        port: 0, bodyDeadline: .milliseconds(400), idleTimeout: .seconds(20))

    private static func head(declaring length: Int, closing: Bool = false) -> String {
        "POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(ServerUnderTest.token)\r\n"
            + (closing ? "Connection: close\r\n" : "") + "Content-Length: \(length)\r\n\r\n"
    }

    @Test func aBodyThatStallsIsAnswered408AtTheDeadlineAndNoHandlerRuns() async throws {
        let server = try await ServerUnderTest.start(settings: Self.settings)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        let started = ContinuousClock.now
        try connection.send(Self.head(declaring: 100) + String(repeating: "x", count: 10))
        let answer = await connection.receive(timeout: .seconds(5))
        #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
        #expect(answer.contains("bodyTimedOut"))
        // At the deadline, not at the idle timeout (20 s).
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(server.echoes.count == 0)
        #expect(!server.logs.lines.contains { $0.contains("request failed") || $0.contains("http.status=500") })
    }

    @Test func aBodyThatTricklesPastTheDeadlineIsAnswered408() async throws {
        let server = try await ServerUnderTest.start(settings: Self.settings)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.head(declaring: 10))
        for _ in 0..<6 {
            try await Task.sleep(for: .milliseconds(100))
            try? connection.send("x")
        }
        let answer = await connection.receive(timeout: .seconds(5))
        #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
        #expect(server.echoes.count == 0)
    }

    @Test func aClientThatLeavesMidBodyCausesNo500AndNoHandlerRun() async throws {
        let server = try await ServerUnderTest.start(settings: Self.settings)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.head(declaring: 100) + String(repeating: "x", count: 10))
        try await Task.sleep(for: .milliseconds(100))
        connection.close()
        var logged: [String] = []
        for _ in 0..<50 where logged.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            logged = server.logs.lines.filter { $0.contains("http.route=/echo") }
        }
        #expect(logged.count == 1 && logged.allSatisfy { $0.contains("http.status=408") }, "\(logged)")
        #expect(!server.logs.lines.contains { $0.contains("request failed") })
        #expect(server.echoes.count == 0)
    }

    @Test func aWholeBodyStillReachesTheHandler() async throws {
        let server = try await ServerUnderTest.start(settings: Self.settings)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.head(declaring: 5, closing: true) + "hello")
        let answer = await connection.receive(timeout: .seconds(10))
        #expect(answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("\r\n\r\n5"), "\(answer)")
        #expect(server.echoes.count == 1)
    }
}
