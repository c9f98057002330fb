import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeHTTPClient
import MarqueeInfrastructureTesting
import MarqueeHTTPClientTesting
import Testing

/// A ``TMDBMoviesRepository`` talking to a ``TestHTTPServer`` on 127.0.0.1
/// through the real ``HTTPClientNetworkService``, with a log capture and a
/// sleeper that never waits.
struct TMDBTestBed {
    static let apiKey = "k3y-0f-7h3-73s7-5u173"
    static let accessToken = "eyJhbGciOiJIUzI1NiJ9.t0k3n-0f-7h3-73s7"

    let server: TestHTTPServer
    let log = LogCapture()
    let sleeper = RecordingSleeper()
    let repository: TMDBMoviesRepository

    /// - Parameters:
    ///   - credentials: What the repository sends.
    ///   - port: Talk to this port instead of the server's (for "refused").
    ///   - timeout: The per-attempt timeout.
    ///   - maximumResponseBytes: The size cap.
    init(
        credentials: TMDBCredentials = .apiKey(TMDBTestBed.apiKey),
        port: UInt16? = nil,
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = TMDBMoviesRepository.maximumResponseBytes
    ) throws {
        server = try TestHTTPServer()
        let base = port.map { "http://127.0.0.1:\($0)" } ?? server.baseURL
        let config = try TMDBMoviesRepository.networkConfig(
            baseURL: try #require(URL(string: base)),
            timeout: timeout,
            maximumResponseBytes: maximumResponseBytes,
            retryPolicy: RetryPolicy(maxRetries: 2, jitter: .constant(0))
        )
        let network = HTTPClientNetworkService(config: config, logger: log.logger(), sleeper: sleeper.sleeper)
        repository = TMDBMoviesRepository(network: network, credentials: credentials, logger: log.logger())
    }

    /// The query items of the `index`th request to `path`, decoded.
    func queryItems(of path: String, at index: Int = 0) -> [String: String] {
        let requests = server.requests(to: path)
        guard requests.indices.contains(index), let query = requests[index].query,
            let items = URLComponents(string: "/?\(query)")?.queryItems
        else { return [:] }
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }
}

/// Runs `body` and returns the ``CatalogError`` it threw, or `nil` when it
/// threw nothing; any other error is recorded as a test issue.
func catalogError(_ body: () async throws -> Void) async -> CatalogError? {
    do {
        try await body()
        return nil
    } catch let error as CatalogError {
        return error
    } catch {
        Issue.record("expected a CatalogError, got \(error)")
        return nil
    }
}
