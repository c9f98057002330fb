import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeHTTPClient
import MarqueePresentation

/// How to reach TMDB, read from the environment and checked once: the
/// credential, the API's network configuration, and where poster images are.
struct TMDBSettings {
    /// The v4 access token or v3 API key.
    let credentials: TMDBCredentials
    /// The API's base URL, timeout, size cap and retries, from `MARQUEE_TMDB_BASE_URL`.
    let api: NetworkConfig
    /// Where poster images are; `MARQUEE_TMDB_IMAGE_BASE_URL` or TMDB's image
    /// server. Checked when a poster is asked for, so a typo there never stops a search.
    let imageBaseURL: String
    /// The proxies `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` name.
    let proxies: ProxyEnvironment

    /// Reads `TMDB_ACCESS_TOKEN`, `TMDB_API_KEY`, `MARQUEE_TMDB_BASE_URL`,
    /// `MARQUEE_TMDB_IMAGE_BASE_URL` and the proxy variables. A token wins
    /// over a key when both are set (TMDB recommends v4 tokens). Nothing is
    /// read when no credential is set, so a bad proxy variable never stops
    /// the offline catalog.
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
            throw .invalidProxy(variable: error.variable, reason: error.reason)
        }
        return TMDBSettings(
            credentials: credentials, api: try api(value("MARQUEE_TMDB_BASE_URL")),
            imageBaseURL: value("MARQUEE_TMDB_IMAGE_BASE_URL") ?? TMDBPosterImagesRepository.defaultImageBaseURL,
            proxies: proxies
        )
    }

    /// The API's configuration at `text` (an absolute http(s) URL without query), else at TMDB's.
    private static func api(_ text: String?) throws(ConfigurationProblem) -> NetworkConfig {
        let problem = ConfigurationProblem.invalidTMDBBaseURL(defaultURL: TMDBMoviesRepository.defaultBaseURL)
        guard let url = URL(string: text ?? TMDBMoviesRepository.defaultBaseURL)
        else { throw problem }
        do {
            return try TMDBMoviesRepository.networkConfig(baseURL: url)
        } catch {
            throw problem
        }
    }
}
