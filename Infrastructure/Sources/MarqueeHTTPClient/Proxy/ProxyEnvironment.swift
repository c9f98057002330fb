public import Foundation

/// The proxies the environment names, read the way curl (and so URLSession
/// on Linux) reads them: `http_proxy` for `http://` URLs (lower case only, as
/// curl does: a CGI server sets `HTTP_PROXY` from a request header),
/// `https_proxy` or `HTTPS_PROXY` for `https://` URLs, `all_proxy` or
/// `ALL_PROXY` for either, and `no_proxy` or `NO_PROXY` for hosts reached
/// directly.
///
/// Parsed once, at start; an unusable variable is an error naming it.
public struct ProxyEnvironment: Sendable, Equatable {
    /// The proxy for `http://` URLs.
    public let http: HTTPProxy?
    /// The proxy for `https://` URLs.
    public let https: HTTPProxy?
    /// Hosts and domains reached directly, lower-cased, without leading dots;
    /// `*` reaches every host directly.
    public let directHosts: [String]

    /// A variable that names no usable proxy.
    public struct Problem: Error, Sendable, Equatable {
        /// The variable's name, e.g. `https_proxy`.
        public let variable: String
        /// What is wrong with it, e.g. `a socks5:// proxy; only http:// proxies are supported`.
        public let reason: String
    }

    /// No proxy at all.
    public static let none = ProxyEnvironment(http: nil, https: nil, directHosts: [])

    private init(http: HTTPProxy?, https: HTTPProxy?, directHosts: [String]) {
        self.http = http
        self.https = https
        self.directHosts = directHosts
    }

    /// Reads the proxy variables of `environment`; empty ones count as unset.
    ///
    /// - Throws: ``Problem`` naming the first variable that is set but is not
    ///   an `http://` proxy URL.
    public init(_ environment: [String: String]) throws(Problem) {
        func proxy(_ names: [String]) throws(Problem) -> HTTPProxy? {
            for name in names {
                guard let text = environment[name], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    continue
                }
                do {
                    return try HTTPProxy(url: text)
                } catch {
                    throw Problem(variable: name, reason: error.detail)
                }
            }
            return nil
        }
        let all = try proxy(["all_proxy", "ALL_PROXY"])
        http = try proxy(["http_proxy"]) ?? all
        https = try proxy(["https_proxy", "HTTPS_PROXY"]) ?? all
        let list = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
        directHosts = list.split(separator: ",").map {
            var host = $0.trimmingCharacters(in: .whitespaces).lowercased()
            while host.hasPrefix(".") { host.removeFirst() }
            return host
        }.filter { !$0.isEmpty }
    }

    /// The proxy a request to `url` goes through, or `nil` to connect directly.
    public func proxy(for url: URL) -> HTTPProxy? {
        let proxy: HTTPProxy? =
            switch url.scheme?.lowercased() {
            case "http": http
            case "https": https
            default: nil
            }
        guard let proxy, let host = url.host?.lowercased() else { return nil }
        return isDirect(host) ? nil : proxy
    }

    /// Whether `host` is reached directly: `no_proxy` holds `*`, the host
    /// itself, or a domain the host is in.
    private func isDirect(_ host: String) -> Bool {
        let host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return directHosts.contains { entry in
            entry == "*" || host == entry || host.hasSuffix("." + entry)
        }
    }
}
