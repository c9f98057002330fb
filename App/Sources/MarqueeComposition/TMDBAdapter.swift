// Compiled only with the TMDB trait: its one value, ``TMDBAdapter``, is an
// entry of ``BuiltAdapters/all``.
#if TMDB
import Foundation
public import Logging
public import MarqueeData
public import MarqueeDataTMDB
public import MarqueeDomain
public import MarqueeHTTPClient
public import MarqueePresentation

/// Movies and posters from TMDB: reads ``TMDBSettings`` when a credential is set.
struct TMDBAdapter: MovieSourceAdapter {
    var adapter: Adapter { .tmdb }

    func settings(from environment: [String: String]) throws(ConfigurationProblem) -> (any MovieSource)? {
        try TMDBSettings.read(from: environment)
    }
}

/// How to reach TMDB, read from the environment and checked once: the
/// credential, the API's network configuration, and where poster images are.
public struct TMDBSettings: Sendable {
    /// The v4 access token or v3 API key.
    public let credentials: TMDBCredentials
    /// The API's base URL, timeout, size cap and retries, from `MARQUEE_TMDB_BASE_URL`.
    public let api: NetworkConfig
    /// Where poster images are (`MARQUEE_TMDB_IMAGE_BASE_URL`, else TMDB's
    /// image server); `nil` when that variable is not a usable URL, which
    /// every poster request then reports — a typo there never stops a search.
    public let images: NetworkConfig?
    /// The proxies `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` name.
    public let proxies: ProxyEnvironment

    /// Reads `TMDB_ACCESS_TOKEN`, `TMDB_API_KEY`, `MARQUEE_TMDB_BASE_URL`,
    /// `MARQUEE_TMDB_IMAGE_BASE_URL` and the proxy variables. A token wins
    /// over a key when both are set (TMDB recommends v4 tokens). Nothing is
    /// read when no credential is set, so a bad proxy variable never stops
    /// the offline catalog. Every URL's scheme, host and port are checked here.
    ///
    /// - Returns: `nil` when neither credential is set: Marquee stays offline.
    /// - Throws: ``ConfigurationProblem`` naming the variable that is unusable.
    static func read(from environment: [String: String]) throws(ConfigurationProblem) -> TMDBSettings? {
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap {
                $0.isEmpty ? nil : $0
            }
        }
        let credentials: TMDBCredentials
        if let token = value("TMDB_ACCESS_TOKEN") {
            credentials = .accessToken(token)
        } else if let key = value("TMDB_API_KEY") {
            credentials = .apiKey(key)
        } else {
            return nil
        }
        guard !credentials.holdsWhitespace else { throw .credentialWithWhitespace }
        let proxies: ProxyEnvironment
        do throws(ProxyEnvironment.Problem) {
            proxies = try ProxyEnvironment(environment)
        } catch {
            throw .invalidProxy(variable: error.variable, problem: SettingPhrase(error.problem))
        }
        let images = value("MARQUEE_TMDB_IMAGE_BASE_URL") ?? TMDBPosterImagesRepository.defaultImageBaseURL
        return TMDBSettings(
            credentials: credentials, api: try api(value("MARQUEE_TMDB_BASE_URL")),
            images: try? TMDBPosterImagesRepository.networkConfig(imageBaseURL: images), proxies: proxies
        )
    }

    /// The API's configuration at `text` (an absolute http(s) URL without query), else at TMDB's.
    private static func api(_ text: String?) throws(ConfigurationProblem) -> NetworkConfig {
        let problem = ConfigurationProblem.invalidTMDBBaseURL(defaultURL: TMDBMoviesRepository.defaultBaseURL)
        guard let url = URL(string: text ?? TMDBMoviesRepository.defaultBaseURL) else { throw problem }
        do {
            return try TMDBMoviesRepository.networkConfig(baseURL: url)
        } catch {
            throw problem
        }
    }
}

extension TMDBSettings: MovieSource {
    public var catalogSource: CatalogSource { .tmdb }

    public func movies(logger: @Sendable (String) -> Logger) -> any MoviesRepository {
        TMDBMoviesRepository(
            network: network(api, logger: logger), credentials: credentials, logger: logger("marquee.tmdb"))
    }

    /// TMDB's image server behind `cache`; a refusal naming the variable when its address is not usable.
    public func posters(cache: PosterFileCache, logger: @Sendable (String) -> Logger) -> any PosterImagesRepository {
        guard let images else { return UnavailablePosterImagesRepository(.sourceMisconfigured) }
        return TMDBPosterImagesRepository(
            network: network(images, logger: logger), cache: cache, logger: logger("marquee.posters"))
    }

    public func shutdown() async {
        await HTTPClientNetworkService.shutdownSharedClients()
    }

    /// The HTTP service for `config`, through the proxy the environment names for its base URL, if any.
    private func network(_ config: NetworkConfig, logger: (String) -> Logger) -> HTTPClientNetworkService {
        var config = config
        config.proxy = proxies.proxy(for: config.baseURL)
        return HTTPClientNetworkService(config: config, logger: logger("marquee.http"))
    }
}

/// A proxy variable's problem, in the driver's words.
extension HTTPProxy.Problem: @retroactive SettingProblem {}
#endif
