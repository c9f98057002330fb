import MarqueeData
public import Foundation
public import MarqueeHTTPClient

extension TMDBMoviesRepository {
    /// TMDB's API server; endpoint paths start with `/3/`.
    public static let defaultBaseURL = "https://api.themoviedb.org"

    /// The largest answer accepted: a search page or a movie's details is a
    /// few kilobytes, so 2 MiB leaves room without letting a broken proxy
    /// fill memory.
    public static let maximumResponseBytes = 2 * 1024 * 1024

    /// A ``/MarqueeHTTPClient/NetworkConfig`` for TMDB: the base URL, a timeout, a size cap,
    /// the standard retries, and a redactor that hides `api_key` and
    /// `Authorization` (as every redactor does).
    ///
    /// - Parameters:
    ///   - baseURL: Where the API is; a test server or proxy in place of TMDB.
    ///   - timeout: How long one attempt may take.
    ///   - maximumResponseBytes: The response size cap.
    ///   - retryPolicy: When to repeat a failed request.
    /// - Throws: ``/MarqueeHTTPClient/NetworkError`` when `baseURL` is not an absolute http(s) URL.
    public static func networkConfig(
        baseURL: URL,
        timeout: Duration = .seconds(10),
        maximumResponseBytes: Int = TMDBMoviesRepository.maximumResponseBytes,
        retryPolicy: RetryPolicy = .standard
    ) throws(NetworkError) -> NetworkConfig {
        try NetworkConfig(
            baseURL: baseURL,
            timeout: timeout,
            maximumResponseBytes: maximumResponseBytes,
            retryPolicy: retryPolicy
        )
    }
}
