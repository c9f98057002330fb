import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct DecodingTests {
    @Test func malformedJSONIsADecodingFailure() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(#"{"page":1,"results":["#))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.kind == .decodingFailed)
        #expect(error.statusCode == 200)
    }

    @Test func wrongFieldTypeNamesTheFieldPath() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(#"{"page":1,"results":[{"id":"seven","name":"Seven"}]}"#))

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server).send(Fixtures.items)
        }

        #expect(error.kind == .decodingFailed)
        #expect(error.codingPath == "results[0].id")
        #expect(error.description.contains("results[0].id"))
    }

    @Test func missingKeyNamesTheFieldPath() throws {
        let response = HTTPResponse(
            statusCode: 200, body: Data(#"{"page":1,"results":[{"id":1,"name":"a"},{"id":2}]}"#.utf8))

        let error = try #require(throws: NetworkError.self) {
            try ResponseDecoder<ItemPage>.json().decode(response)
        }

        #expect(error.codingPath == "results[1].name")
    }
}
