import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct NetworkServiceFaultTests {
    @Test func slowAnswerHitsASubSecondTimeout() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        // The answer would take 30 s; the 300 ms timeout must end the wait
        // long before that (the upper bound is loose so a busy machine passes).
        server.route("/3/items", .delayed(.seconds(30), then: .json(Fixtures.pageJSON)))
        let service = try Fixtures.service(server, retryPolicy: .none, timeout: .milliseconds(300))
        let clock = ContinuousClock()
        let started = clock.now

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        let elapsed = clock.now - started
        #expect(error.kind == .timeout)
        #expect(elapsed >= .milliseconds(250))
        #expect(elapsed < .seconds(10))
    }

    @Test func connectionClosedMidBodyIsAConnectionLoss() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .closeMidBody(status: 200, declaredLength: 1000, body: Data(#"{"page":1,"#.utf8)))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, retryPolicy: .none).send(Fixtures.items)
        }

        #expect(error.kind == .connectionLost, "\(error)")
    }

    @Test func answerOverTheSizeCapIsRejected() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .respond(status: 200, headers: [:], body: Data(repeating: 0x20, count: 64 * 1024)))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, maximumResponseBytes: 16 * 1024).send(Fixtures.items)
        }

        #expect(error.kind == .responseTooLarge)
    }

    @Test func refusedConnectionIsNotConnected() async throws {
        let port = try TestHTTPServer.unusedPort()
        let config = try NetworkConfig(baseURL: "http://127.0.0.1:\(port)", retryPolicy: Fixtures.retryPolicy())
        let service = HTTPClientNetworkService(config: config, sleeper: RecordingSleeper().sleeper)

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        #expect(error.kind == .notConnected)
        #expect(error.attempts == 1)
    }

    @Test func cancellingTheTaskMidRequestThrowsCancelledPromptly() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        // The answer would take a minute; a cancelled request must not wait
        // for it. The bound is loose on purpose: it separates "stopped" from
        // "waited for the server" without timing the machine.
        server.route("/3/items", .delayed(.seconds(60), then: .json(Fixtures.pageJSON)))
        let service = try Fixtures.service(server)
        let clock = ContinuousClock()

        let task = Task { try await service.send(Fixtures.items) }
        try await Task.sleep(for: .milliseconds(200))
        let cancelled = clock.now
        task.cancel()
        let result = await task.result

        let error = try #require(result.failure as? NetworkError)
        #expect(error.kind == .cancelled)
        #expect(clock.now - cancelled < .seconds(15))
    }

    @Test func cancellingDuringARetryWaitStopsAtOnce() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .status(503, headers: ["Retry-After": "30"]))
        let service = try Fixtures.service(server, sleeper: .continuous)
        let clock = ContinuousClock()

        let task = Task { try await service.send(Fixtures.items) }
        try await Task.sleep(for: .milliseconds(300))
        let cancelled = clock.now
        task.cancel()
        let result = await task.result

        // The server asked for 30 s; stopping well before that is the behaviour.
        let error = try #require(result.failure as? NetworkError)
        #expect(error.kind == .cancelled)
        #expect(clock.now - cancelled < .seconds(15))
        #expect(server.requests(to: "/3/items").count == 1)
    }

    @Test func anAlreadyCancelledTaskSendsNothing() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(server)

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.send(Fixtures.items)
        }
        let result = await task.result

        let error = try #require(result.failure as? NetworkError)
        #expect(error.kind == .cancelled)
        #expect(server.requests.isEmpty)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
