import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeHTTPClient
import MarqueeInfrastructureTesting
import MarqueeHTTPClientTesting
import Synchronization
import Testing

/// A ``TMDBPosterImagesRepository`` talking to a ``TestHTTPServer`` on
/// 127.0.0.1 through the real ``HTTPClientNetworkService``, caching in a
/// fresh temporary directory that is removed afterwards.
final class PosterTestBed {
    let server: TestHTTPServer
    let directory: URL
    let clock = TickingTimeSource(start: Timestamp(secondsSinceEpoch: 1_800_000_000))
    let log = LogCapture()
    let cache: PosterFileCache
    let repository: TMDBPosterImagesRepository

    /// - Parameters:
    ///   - capacityBytes: The cache's cap.
    ///   - refusingConnections: Talk to a loopback port nothing listens on
    ///     instead of the server. The port is picked after the server has
    ///     bound its own, so it can never be the server's.
    ///   - timeout: The per-attempt timeout.
    init(
        capacityBytes: Int = PosterFileCache.defaultCapacityBytes, refusingConnections: Bool = false,
        timeout: Duration = .seconds(30)
    ) throws {
        server = try TestHTTPServer()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-posters-\(UUID().uuidString)")
            .appendingPathComponent("posters")
        cache = PosterFileCache(directory: directory, capacityBytes: capacityBytes, clock: clock)
        let base = refusingConnections ? "http://127.0.0.1:\(try TestHTTPServer.unusedPort())" : server.baseURL
        let config = try TMDBPosterImagesRepository.networkConfig(
            imageBaseURL: base,
            timeout: timeout,
            retryPolicy: RetryPolicy(maxRetries: 1, jitter: .constant(0))
        )
        let network = HTTPClientNetworkService(
            config: config, logger: log.logger(), sleeper: RecordingSleeper().sleeper)
        repository = TMDBPosterImagesRepository(network: network, cache: cache, logger: log.logger())
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    /// Serves `bytes` as a JPEG at `path` (a full server path such as `/t/p/w185/abc.jpg`).
    func serve(_ bytes: [UInt8], at path: String) {
        server.route(path, .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data(bytes)))
    }

    /// The poster at `path`, `width` wide.
    func fetch(_ path: PosterPath, width: Int = 185) async throws -> PosterImage {
        try await repository.posterImage(at: path, size: PosterSize(width: width))
    }

    /// The names of the files in the cache directory, sorted; none when it does not exist.
    var cachedNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// The cache file named `name`.
    func cacheFile(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}

/// An image of `count` bytes starting like a JPEG, filled with `fill`.
func jpegBytes(_ count: Int, fill: UInt8 = 0x42) -> [UInt8] {
    Array([0xFF, 0xD8, 0xFF, 0xE0].prefix(count)) + Array(repeating: fill, count: max(0, count - 4))
}

/// Runs `body` and returns the ``PosterError`` it threw, or `nil` when it
/// threw nothing; any other error is recorded as a test issue.
func posterError(_ body: () async throws -> Void) async -> PosterError? {
    do {
        try await body()
        return nil
    } catch let error as PosterError {
        return error
    } catch {
        Issue.record("expected a PosterError, got \(error)")
        return nil
    }
}
