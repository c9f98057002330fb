import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct NetworkServiceStatusTests {
    @Test func unauthorizedKeepsStatusAndJSONBodyInTheError() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let body =
            #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
        server.route("/3/items", .json(body, status: 401))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.kind == .httpStatus)
        #expect(error.statusCode == 401)
        #expect(error.responseText == body)
    }

    @Test func notFoundThrows() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(#"{"status_message":"not found"}"#, status: 404))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.kind == .httpStatus)
        #expect(error.statusCode == 404)
    }

    @Test(arguments: [400, 401, 403, 404, 500])
    func nonRetryableStatusIsNotRepeated(status: Int) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.enqueue("/3/items", .status(status, body: "no"))
        server.route("/3/items", .json(Fixtures.pageJSON))
        let sleeper = RecordingSleeper()

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, sleeper: sleeper.sleeper).send(Fixtures.items)
        }

        #expect(error.statusCode == status)
        #expect(error.attempts == 1)
        #expect(server.requests(to: "/3/items").count == 1)
        #expect(sleeper.durations.isEmpty)
    }
}
