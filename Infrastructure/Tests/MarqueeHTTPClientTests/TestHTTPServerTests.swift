import Foundation
import MarqueeHTTPClient
import MarqueeInfrastructureTesting
import Testing

@Suite struct TestHTTPServerTests {
    @Test func stopEndsHangingConnectionsAndReturns() async throws {
        let server = try TestHTTPServer()
        server.route("/3/items", .neverAnswer)
        let service = try Fixtures.service(server, retryPolicy: .none, timeout: .seconds(10))
        let task = Task { try await service.send(Fixtures.items) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let clock = ContinuousClock()
        let started = clock.now

        server.stop()

        #expect(clock.now - started < .seconds(5))  // the request's own timeout is 10 s
        let result = await task.result
        #expect(result.failure is NetworkError)
    }

    @Test func queuedBehavioursAreUsedInOrderBeforeTheRoute() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(404), .status(401))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(server)

        let first = try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }
        let second = try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }
        let third = try await service.send(Fixtures.items)

        #expect(first.statusCode == 404)
        #expect(second.statusCode == 401)
        #expect(third == Fixtures.expectedPage)
    }

    @Test func unknownPathAnswers404() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.statusCode == 404)
    }

    @Test func stoppedServerRefusesConnections() async throws {
        let server = try TestHTTPServer()
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(server, retryPolicy: .none)
        _ = try await service.send(Fixtures.items)

        server.stop()

        let error = try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }
        #expect(error.kind == .notConnected || error.kind == .connectionLost)
    }

    @Test func recordsMethodTargetHeadersAndBody() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .status(204))
        let endpoint = Endpoint<Void>(
            .put, path: "/items", queryItems: [QueryItem("a", "1")], headers: ["X-Trace": "t1"],
            body: .raw(Data("payload".utf8), contentType: "text/plain"), decoder: .ignoringBody
        )

        try await Fixtures.service(server).send(endpoint)

        let request = try #require(server.requests.first)
        #expect(request.method == "PUT")
        #expect(request.target == "/3/items?a=1")
        #expect(request.header("X-Trace") == "t1")
        #expect(request.header("Content-Type") == "text/plain")
        #expect(request.body == Data("payload".utf8))
    }
}

@Suite struct TestHTTPServerLifecycleTests {
    @Test func noServerThreadOutlivesStop() async throws {
        let server = try TestHTTPServer()
        server.route("/3/slow", .delayed(.seconds(10), then: .status(200)))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(server, retryPolicy: .none, timeout: .seconds(10))
        _ = try await service.send(Fixtures.items)
        let hanging = Task { try await service.send(Endpoint<Void>(path: "/slow", decoder: .ignoringBody)) }
        while server.requests(to: "/3/slow").isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.liveThreadCount >= 2)

        server.stop()

        #expect(server.liveThreadCount == 0)
        _ = await hanging.result
    }

    @Test func manyConcurrentRequestsAreAllServed() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(server, retryPolicy: .none)

        let pages = try await withThrowingTaskGroup(of: ItemPage.self) { group in
            for _ in 0..<64 { group.addTask { try await service.send(Fixtures.items) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(pages.count == 64)
        #expect(pages.allSatisfy { $0 == Fixtures.expectedPage })
        #expect(server.requests(to: "/3/items").count == 64)
    }
}
