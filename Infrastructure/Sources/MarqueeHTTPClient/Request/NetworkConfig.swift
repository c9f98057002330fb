public import Foundation

/// Where and how a ``NetworkService`` talks to one HTTP API: the base URL, what
/// every request carries, and the limits each request runs under.
///
/// Built once at start; the initializer rejects a base URL that is not an
/// absolute `http` or `https` URL, so a bad configuration fails early and
/// clearly rather than at the first request.
public struct NetworkConfig: Sendable {
    /// The absolute URL endpoint paths are appended to, e.g. `https://api.example.com/3`.
    public let baseURL: URL
    /// Headers sent with every request; an endpoint's header of the same name wins.
    public var defaultHeaders: [String: String]
    /// Query items appended to every request after the endpoint's own; an
    /// endpoint's item of the same name wins.
    public var defaultQueryItems: [QueryItem]
    /// How long one attempt may take, from sending to the last byte, unless
    /// the endpoint sets its own.
    public var timeout: Duration
    /// The largest response body accepted, in bytes.
    public var maximumResponseBytes: Int
    /// When and how often failed requests are repeated.
    public var retryPolicy: RetryPolicy
    /// Hides secrets (API keys, tokens) in log lines and error descriptions.
    public var redactor: Redactor
    /// The proxy requests go through; `nil` connects directly. See
    /// ``ProxyEnvironment`` for the one the environment names.
    public var proxy: HTTPProxy? = nil

    /// The default response size cap: 8 MiB.
    public static let defaultMaximumResponseBytes = 8 * 1024 * 1024

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - baseURL: An absolute `http` or `https` URL without query or fragment.
    ///   - defaultHeaders: Headers sent with every request.
    ///   - defaultQueryItems: Query items sent with every request.
    ///   - timeout: The per-attempt timeout; must be positive.
    ///   - maximumResponseBytes: The response size cap; must be positive.
    ///   - retryPolicy: The retry rules.
    ///   - redactor: Which query item and header names hold secrets.
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/invalidRequest``
    ///   when the base URL or a limit is unusable.
    public init(
        baseURL: URL,
        defaultHeaders: [String: String] = [:],
        defaultQueryItems: [QueryItem] = [],
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = NetworkConfig.defaultMaximumResponseBytes,
        retryPolicy: RetryPolicy = .standard,
        redactor: Redactor = Redactor()
    ) throws(NetworkError) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = baseURL.host, !host.isEmpty,
            baseURL.query == nil, baseURL.fragment == nil
        else {
            throw NetworkError(
                kind: .invalidRequest,
                detail: "base URL must be an absolute http(s) URL without query or fragment",
                url: redactor.redact(url: baseURL.absoluteString)
            )
        }
        guard timeout > .zero, maximumResponseBytes > 0 else {
            throw NetworkError(kind: .invalidRequest, detail: "timeout and response size cap must be positive")
        }
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.defaultQueryItems = defaultQueryItems
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        self.retryPolicy = retryPolicy
        self.redactor = redactor
    }

    /// Creates a configuration from a base URL string.
    ///
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/invalidRequest``
    ///   when the string is not an absolute `http(s)` URL.
    public init(
        baseURL: String,
        defaultHeaders: [String: String] = [:],
        defaultQueryItems: [QueryItem] = [],
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = NetworkConfig.defaultMaximumResponseBytes,
        retryPolicy: RetryPolicy = .standard,
        redactor: Redactor = Redactor()
    ) throws(NetworkError) {
        guard let url = URL(string: baseURL) else {
            throw NetworkError(
                kind: .invalidRequest,
                detail: "base URL is not a valid URL",
                url: redactor.redact(url: baseURL)
            )
        }
        try self.init(
            baseURL: url,
            defaultHeaders: defaultHeaders,
            defaultQueryItems: defaultQueryItems,
            timeout: timeout,
            maximumResponseBytes: maximumResponseBytes,
            retryPolicy: retryPolicy,
            redactor: redactor
        )
    }
}
