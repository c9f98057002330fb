import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// Issue 13, finding 4: one attempt's deadline covers the head and the body,
/// however the server spreads them out.
@Suite struct DeadlineTests {
    @Test func anAnswerWithTwentyThousandHeadersEndsWithinTheDeadline() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var headers: [String: String] = [:]
        for index in 0..<20_000 { headers["X-Filler-\(index)"] = String(repeating: "v", count: 40) }
        server.route("/3/items", .respond(status: 200, headers: headers, body: Data(Fixtures.pageJSON.utf8)))
        let service = try Fixtures.service(server, retryPolicy: .none, timeout: .seconds(1))
        let clock = ContinuousClock()
        let started = clock.now

        let outcome: String
        do {
            outcome = "answered \(try await service.send(Fixtures.items).results.count) items"
        } catch {
            outcome = "\(error.kind)"
        }

        let elapsed = clock.now - started
        // Without the deadline this took 24 s; 10 s leaves room for a busy machine.
        #expect(elapsed < .seconds(10), "\(outcome) after \(elapsed)")
    }

    @Test(.timeLimit(.minutes(1))) func aBodyThatStallsAfterItsHeadEndsAtTheDeadline() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        // The head and 10 of 1,000 body bytes arrive, then nothing more until
        // the client hangs up: only the attempt's own deadline can end this.
        server.route("/3/items", .stallMidBody(status: 200, declaredLength: 1000, body: Data(#"{"page":1,"#.utf8)))
        let service = try Fixtures.service(server, retryPolicy: .none, timeout: .milliseconds(500))
        let clock = ContinuousClock()
        let started = clock.now

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        let elapsed = clock.now - started
        #expect(error.kind == .timeout, "\(error)")
        #expect(elapsed >= .milliseconds(450))
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
