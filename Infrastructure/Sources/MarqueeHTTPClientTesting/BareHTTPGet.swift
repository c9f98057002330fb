import AsyncHTTPClient
public import Foundation
import NIOCore
import NIOHTTP1

/// The least a hand-written client would do for one GET: AsyncHTTPClient's
/// shared client, the whole body, no retries, caps beyond 8 MiB or logging.
/// The baseline the HTTP and TMDB path benchmarks compare
/// `HTTPClientNetworkService` against.
public enum BareHTTPGet {
    /// GETs `url` and returns the status and the whole body.
    ///
    /// - Throws: What AsyncHTTPClient throws, or when the body passes 8 MiB.
    public static func fetch(_ url: String) async throws -> (status: Int, body: Data) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 8 * 1024 * 1024)
        return (Int(response.status.code), Data(body.readableBytesView))
    }
}
