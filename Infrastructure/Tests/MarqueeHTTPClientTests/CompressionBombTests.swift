import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// Issue 13, finding 2: requests ask for uncompressed answers and a compressed
/// one is refused at its head, so a small gzip "bomb" never fills memory.
/// Peak memory is measured in its own process, where parallel tests cannot
/// blur it: `marquee-http-benchmark gzip-bomb FILE` (numbers in the README).
@Suite struct CompressionBombTests {
    /// 4 KiB of gzip that inflates to 4 MiB of zeros (`head -c 4194304 /dev/zero | gzip -9n`).
    static func bomb() throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: "bomb-4MiB", withExtension: "gz", subdirectory: "Resources"))
        return try Data(contentsOf: url)
    }

    @Test func aGzipBombIsRefusedBeforeItIsInflated() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/3/items",
            .respond(
                status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
                body: try Self.bomb())
        )

        let error = try await #require(throws: NetworkError.self) {
            try await Fixtures.service(server, retryPolicy: .none, maximumResponseBytes: 1024 * 1024).send(
                Fixtures.items)
        }

        #expect(error.kind == .invalidResponse, "\(error)")
        #expect(error.description.contains("compressed (gzip)"))
        #expect(server.requests.first?.header("Accept-Encoding") == "identity")
    }
}
