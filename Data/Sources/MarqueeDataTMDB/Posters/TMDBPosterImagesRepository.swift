public import MarqueeData
import MarqueeInfrastructure
import Foundation
public import Logging
public import MarqueeDomain
public import MarqueeHTTPClient

/// Poster images from TMDB's image server (`image.tmdb.org`), kept in a
/// ``/MarqueeData/PosterFileCache`` on disk.
///
/// A request asks `GET /t/p/{width}{path}` at the ``/MarqueeData/TMDBPosterWidth`` nearest
/// to the size asked for (the smallest supported width at least that wide,
/// else `original`). A cached file answers without a request; a fetched image
/// is cached unless it is larger than the whole cap. A cache that cannot be
/// written is logged and skipped: the image is still returned.
///
/// Failures: a 404 is ``/MarqueeDomain/PosterError/imageNotFound(_:)``; no connection, a
/// dropped connection or a timeout is ``/MarqueeDomain/CatalogError/offline``; a 429 is
/// ``/MarqueeDomain/CatalogError/rateLimited``; anything else is
/// ``/MarqueeDomain/CatalogError/sourceFailed(status:message:)`` (status 0 when the server
/// gave none) — all three wrapped in ``/MarqueeDomain/PosterError/catalog(_:)``.
public struct TMDBPosterImagesRepository: PosterImagesRepository {
    /// The disk cache in front of the image server, for `marquee cache stats` / `clear`.
    public let cache: PosterFileCache
    private let network: any NetworkService
    private let logger: Logger

    /// Creates a repository over a network service already configured for the
    /// image server (see ``networkConfig(imageBaseURL:timeout:retryPolicy:)``).
    ///
    /// - Parameters:
    ///   - network: Sends the image requests.
    ///   - cache: Where images are kept between runs.
    ///   - logger: Receives a line when a cache file is corrupt or cannot be written.
    public init(network: any NetworkService, cache: PosterFileCache, logger: Logger = Logger(label: "marquee.posters"))
    {
        self.network = network
        self.cache = cache
        self.logger = logger
    }

    /// Creates a repository for the image server at `imageBaseURL`, building
    /// its own ``/MarqueeHTTPClient/NetworkConfig`` and handing it to `makeNetwork`.
    ///
    /// - Parameters:
    ///   - imageBaseURL: The image server's root, without `/t/p` (the repository
    ///     adds it): TMDB's by default, a test server in tests
    ///     (`MARQUEE_TMDB_IMAGE_BASE_URL`).
    ///   - cache: Where images are kept between runs.
    ///   - logger: Receives a line when a cache file is corrupt or cannot be written.
    ///   - makeNetwork: Builds the service, e.g. `{ HTTPClientNetworkService(config: $0, logger: logger) }`.
    /// - Throws: ``/MarqueeHTTPClient/NetworkError`` of kind ``/MarqueeHTTPClient/NetworkError/Kind/invalidRequest`` when
    ///   `imageBaseURL` is not an absolute http(s) URL.
    public init(
        imageBaseURL: String = TMDBPosterImagesRepository.defaultImageBaseURL,
        cache: PosterFileCache,
        logger: Logger = Logger(label: "marquee.posters"),
        makeNetwork: (NetworkConfig) -> any NetworkService
    ) throws(NetworkError) {
        let config = try Self.networkConfig(imageBaseURL: imageBaseURL)
        self.init(network: makeNetwork(config), cache: cache, logger: logger)
    }

    public func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage {
        let width = TMDBPosterWidth.nearest(to: size)
        let key = PosterCacheKey(path: path, width: width)
        let mediaType = Self.mediaType(of: path)
        switch await cache.lookup(key) {
        case .hit(let data):
            return PosterImage(bytes: [UInt8](data), mediaType: mediaType, variant: width.description)
        case .corrupt(let reason):
            logger.notice("poster cache entry replaced", metadata: ["key": "\(key)", "reason": "\(reason)"])
        case .miss:
            break
        }
        let body = try await fetch(path, width: width)
        do {
            if try await cache.store(body, for: key) == .tooLarge {
                logger.debug(
                    "poster larger than the cache cap; not cached",
                    metadata: ["key": "\(key)", "bytes": "\(body.count)"])
            }
        } catch {
            logger.warning("poster not cached", metadata: ["key": "\(key)", "reason": "\(error.description)"])
        }
        return PosterImage(bytes: [UInt8](body), mediaType: mediaType, variant: width.description)
    }

    private func fetch(_ path: PosterPath, width: TMDBPosterWidth) async throws(PosterError) -> Data {
        let endpoint = Endpoint<Data>(path: Self.requestPath(path, width: width), decoder: .raw)
        let response: HTTPResponse
        do {
            response = try await network.response(for: endpoint)
        } catch {
            throw PosterErrorMapping.posterError(for: error, path: path)
        }
        if let contentType = response.header("Content-Type")?.lowercased(),
            !contentType.hasPrefix("image/"), !contentType.hasPrefix("application/octet-stream")
        {
            // A captive portal's login page is not a poster; never cache it.
            throw .catalog(.unreadableData(.imageServer, .notAnImage(contentType: contentType)))
        }
        guard !response.body.isEmpty, PosterImageSignature.isImage(response.body) else {
            throw .catalog(.unreadableData(.imageServer, .emptyImage))
        }
        return response.body
    }
}
