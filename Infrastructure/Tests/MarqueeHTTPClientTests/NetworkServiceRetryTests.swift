import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct NetworkServiceRetryTests {
    @Test func tooManyRequestsIsRetriedAfterTheRetryAfterDelay() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(429, headers: ["Retry-After": "3"]))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()

        let page = try await Fixtures.service(server, sleeper: sleeper.sleeper).send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(sleeper.durations == [.seconds(3)])
        #expect(server.requests(to: "/3/items").count == 2)
    }

    @Test(arguments: [502, 503, 504])
    func gatewayAndUnavailableAnswersAreRetriedWithBackoff(status: Int) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(status), .status(status))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()
        let policy = RetryPolicy(
            maxRetries: 3, baseDelay: .milliseconds(100), maxDelay: .seconds(1), jitter: .constant(1))

        let page = try await Fixtures.service(server, retryPolicy: policy, sleeper: sleeper.sleeper).send(
            Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(sleeper.durations == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func serverErrorIsNotRetried() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(500, body: "boom"))
        server.route("/3/items", .json(Fixtures.pageJSON))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.statusCode == 500)
        #expect(error.responseText == "boom")
        #expect(server.requests(to: "/3/items").count == 1)
    }

    @Test func unavailableBeyondTheLimitFailsAfterLimitPlusOneAttempts() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .status(503, body: "down"))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, retryPolicy: Fixtures.retryPolicy(maxRetries: 3)).send(Fixtures.items)
        }

        #expect(error.statusCode == 503)
        #expect(error.attempts == 4)
        #expect(server.requests(to: "/3/items").count == 4)
    }

    @Test func postIsNotRetried() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(503))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let endpoint = Endpoint<ItemPage>(.post, path: "/items", body: .raw(Data("x".utf8)))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(endpoint)
        }

        #expect(error.statusCode == 503)
        #expect(server.requests(to: "/3/items").count == 1)
    }

    @Test func connectionResetIsRetried() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .reset)
        server.route("/3/items", .json(Fixtures.pageJSON))

        let page = try await Fixtures.service(server).send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(server.requests(to: "/3/items").count == 2)
    }

    @Test func retryAfterLongerThanTheCapIsNotWaitedFor() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(429, headers: ["Retry-After": "3600"]))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, sleeper: sleeper.sleeper).send(Fixtures.items)
        }

        #expect(error.statusCode == 429)
        #expect(sleeper.durations.isEmpty)
    }

    @Test func retryAfterAsAnHTTPDateIsHonoured() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        // The date is measured against the response's own Date header (the
        // server's clock), so the wait is exact whatever this machine's time.
        server.enqueue(
            "/3/items",
            .status(
                503,
                headers: [
                    "Date": "Sun, 22 Nov 2026 10:00:00 GMT", "Retry-After": "Sun, 22 Nov 2026 10:00:05 GMT",
                ]))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()

        _ = try await Fixtures.service(server, sleeper: sleeper.sleeper).send(Fixtures.items)

        #expect(sleeper.durations.first == .seconds(5))
    }

    @Test func aRetryAfterDateWithoutTheServersDateFallsBackToTheBackoff() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(503, headers: ["Retry-After": "Sun, 22 Nov 2099 10:00:05 GMT"]))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()

        _ = try await Fixtures.service(server, sleeper: sleeper.sleeper).send(Fixtures.items)

        let wait = try #require(sleeper.durations.first)
        #expect(wait < .seconds(60))
    }

    @Test func connectionClosedMidBodyIsRetriedForAGet() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .closeMidBody(status: 200, declaredLength: 500, body: Data("{".utf8)))
        server.route("/3/items", .json(Fixtures.pageJSON))

        let page = try await Fixtures.service(server).send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(server.requests(to: "/3/items").count == 2)
    }
}
