import Foundation
import Glibc
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting

/// `marquee-http-benchmark gzip-bomb FILE`: serves FILE (gzip) with
/// `Content-Encoding: gzip` from the loopback server, asks for it through
/// ``HTTPClientNetworkService`` with a 1 MiB cap, and prints the outcome and
/// the growth of this process's peak resident memory. Its own process, so no
/// parallel test inflates the figure.
enum GzipBomb {
    static func run(path: String) async throws {
        let bomb = try Data(contentsOf: URL(fileURLWithPath: path))
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/bomb", .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: bomb))
        let config = try NetworkConfig(baseURL: server.baseURL, maximumResponseBytes: 1024 * 1024, retryPolicy: .none)
        let service = HTTPClientNetworkService(config: config)
        let before = peakResidentKiB()
        let outcome: String
        do {
            outcome =
                "accepted \(try await service.response(for: Endpoint<Data>(path: "/bomb", decoder: .raw)).body.count) bytes"
        } catch {
            outcome = "refused: \(error.kind)"
        }
        let grown = peakResidentKiB() - before
        FileHandle.standardOutput.write(
            Data(
                "gzip bomb of \(bomb.count) bytes: \(outcome); peak RSS grew by \(grown / 1024) MiB (\(peakResidentKiB() / 1024) MiB peak)\n"
                    .utf8))
    }

    private static func peakResidentKiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
