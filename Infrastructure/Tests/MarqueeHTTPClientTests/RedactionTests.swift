import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct RedactionTests {
    @Test func secretsAreRedactedInLogsAndErrorDescriptions() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .status(401, body: "denied"))
        let capture = LogCapture()
        let service = try Fixtures.service(
            server,
            defaultHeaders: ["Authorization": "Bearer SECRET", "X-Custom-Token": "SECRET"],
            defaultQueryItems: [QueryItem("api_key", "SECRET"), QueryItem("token", "SECRET")],
            redactor: Redactor(additionalNames: ["X-Custom-Token"]),
            logger: capture.logger()
        )

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        let lines = capture.lines
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { !$0.contains("SECRET") })
        #expect(lines.contains { $0.contains("api_key=<redacted>") && $0.contains("token=<redacted>") })
        #expect(lines.contains { $0.contains("Authorization: <redacted>") })
        #expect(!error.description.contains("SECRET"))
        #expect(error.description.contains("api_key=<redacted>"))
        // The real key still went to the server.
        #expect(server.requests.first?.query?.contains("api_key=SECRET") == true)
    }

    @Test func callerConfiguredNamesAreRedacted() {
        let redactor = Redactor(additionalNames: ["X-Custom-Token", "session"])

        let url = redactor.redact(url: "https://user:pw@example.com/a?session=S1&page=2&API_KEY=K#frag")
        let headers = redactor.redact(headers: ["x-custom-token": "T", "Accept": "json"])

        #expect(url == "https://<redacted>@example.com/a?session=<redacted>&page=2&API_KEY=<redacted>#frag")
        #expect(headers.map(\.value) == ["json", "<redacted>"])
    }

    @Test func transportErrorDescriptionsNeverQuoteTheURL() async throws {
        let port = try TestHTTPServer.unusedPort()
        let config = try NetworkConfig(
            baseURL: "http://127.0.0.1:\(port)",
            defaultQueryItems: [QueryItem("api_key", "SECRET")],
            retryPolicy: .none
        )
        let service = HTTPClientNetworkService(config: config)

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        #expect(!error.description.contains("SECRET"))
        #expect(!String(describing: error as any Error).contains("SECRET"))
    }
}
