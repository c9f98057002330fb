import Foundation
import MarqueeData

/// How to reach TMDB: the credential and the base URL, read from the environment.
struct TMDBSettings: Equatable {
    /// The v4 access token or v3 API key.
    let credentials: TMDBCredentials
    /// Where the API is; `MARQUEE_TMDB_BASE_URL` or TMDB's own server.
    let baseURL: URL
    /// Where poster images are; `MARQUEE_TMDB_IMAGE_BASE_URL` or TMDB's image server.
    /// Checked when a poster is asked for.
    let imageBaseURL: String

    /// Reads `TMDB_ACCESS_TOKEN`, `TMDB_API_KEY` and `MARQUEE_TMDB_BASE_URL`.
    ///
    /// A token wins over a key when both are set (TMDB recommends v4 tokens).
    ///
    /// - Returns: `nil` when neither credential is set: Marquee stays offline.
    /// - Throws: ``AppConfiguration/Problem`` naming the variable that is unusable.
    static func read(from environment: [String: String]) throws(AppConfiguration.Problem) -> TMDBSettings? {
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let credentials: TMDBCredentials
        if let token = value("TMDB_ACCESS_TOKEN") {
            credentials = .accessToken(token)
        } else if let key = value("TMDB_API_KEY") {
            credentials = .apiKey(key)
        } else {
            return nil
        }
        guard !credentials.secret.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw AppConfiguration.Problem(
                message: "The TMDB credential holds whitespace; set TMDB_API_KEY or TMDB_ACCESS_TOKEN to the value TMDB shows, nothing else."
            )
        }
        return TMDBSettings(
            credentials: credentials, baseURL: try baseURL(value("MARQUEE_TMDB_BASE_URL")),
            imageBaseURL: value("MARQUEE_TMDB_IMAGE_BASE_URL") ?? TMDBPosterImagesRepository.defaultImageBaseURL
        )
    }

    /// The base URL: `text` when set (an absolute http(s) URL), else TMDB's.
    private static func baseURL(_ text: String?) throws(AppConfiguration.Problem) -> URL {
        let problem = AppConfiguration.Problem(
            message: "MARQUEE_TMDB_BASE_URL must be an absolute http(s) URL without query, such as "
                + "\(TMDBMoviesRepository.defaultBaseURL); unset it to use TMDB's own server."
        )
        guard let text else {
            guard let url = URL(string: TMDBMoviesRepository.defaultBaseURL) else { throw problem }
            return url
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { throw problem }
        return url
    }
}

extension TMDBCredentials {
    /// The credential's value, to check its form (never to print).
    var secret: String {
        switch self {
        case let .apiKey(key): key
        case let .accessToken(token): token
        }
    }
}
