import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// The behaviour every ``NetworkService`` must share, run against the real
/// AsyncHTTPClient service (over the test server) and the canned fake.
@Suite struct NetworkServiceContractTests {
    enum Implementation: String, CaseIterable, Sendable {
        case httpClient, canned
    }

    /// A service of the given kind answering `/items` with `status` and `body`.
    private func makeService(
        _ implementation: Implementation,
        status: Int,
        body: String
    ) throws -> (service: any NetworkService, server: TestHTTPServer?) {
        switch implementation {
        case .httpClient:
            let server = try TestHTTPServer()
            server.route("/3/items", .json(body, status: status))
            return (try Fixtures.service(server, retryPolicy: .none), server)
        case .canned:
            let service = CannedNetworkService(config: try NetworkConfig(baseURL: "https://api.example.com/3"))
            service.route("/items", .success(HTTPResponse(statusCode: status, body: Data(body.utf8))))
            return (service, nil)
        }
    }

    @Test(arguments: Implementation.allCases)
    func successfulAnswerIsDecoded(_ implementation: Implementation) async throws {
        let (service, server) = try makeService(implementation, status: 200, body: Fixtures.pageJSON)
        defer { server?.stop() }

        #expect(try await service.send(Fixtures.items) == Fixtures.expectedPage)
    }

    @Test(arguments: Implementation.allCases)
    func nonSuccessStatusThrowsWithStatusAndBody(_ implementation: Implementation) async throws {
        let body = #"{"status_message":"Invalid API key"}"#
        let (service, server) = try makeService(implementation, status: 401, body: body)
        defer { server?.stop() }

        let error = try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }

        #expect(error.kind == .httpStatus)
        #expect(error.statusCode == 401)
        #expect(error.responseText == body)
    }

    @Test(arguments: Implementation.allCases)
    func wrongFieldTypeNamesTheFieldPath(_ implementation: Implementation) async throws {
        let (service, server) = try makeService(implementation, status: 200, body: #"{"page":"one","results":[]}"#)
        defer { server?.stop() }

        let error = try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }

        #expect(error.kind == .decodingFailed)
        #expect(error.codingPath == "page")
    }

    @Test(arguments: Implementation.allCases)
    func invalidPathThrowsBeforeAnythingIsSent(_ implementation: Implementation) async throws {
        let (service, server) = try makeService(implementation, status: 200, body: Fixtures.pageJSON)
        defer { server?.stop() }

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Endpoint<ItemPage>(path: "/items with spaces"))
        }

        #expect(error.kind == .invalidRequest)
        #expect(server?.requests.isEmpty ?? true)
    }
}
