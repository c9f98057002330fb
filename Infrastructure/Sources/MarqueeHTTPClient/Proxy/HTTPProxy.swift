import Foundation

/// An HTTP proxy that requests go through: a plain-HTTP request is sent to it
/// in absolute form, an HTTPS one is tunnelled with `CONNECT`, so the proxy
/// never sees what an HTTPS request carries.
///
/// Its credentials, if any, are sent only to the proxy (`Proxy-Authorization`)
/// and never appear in ``description``.
public struct HTTPProxy: Sendable, Hashable, CustomStringConvertible {
    /// The proxy's host name or address.
    public let host: String
    /// The proxy's port.
    public let port: Int
    /// The user name and password for `Basic` proxy authorization, if any.
    let credentials: Credentials?

    /// A proxy user name and password.
    struct Credentials: Sendable, Hashable {
        let user: String
        let password: String
    }

    /// Reads a proxy URL as curl reads the proxy variables:
    /// `http://[user:password@]host[:port][/]`, or `host[:port]` without a
    /// scheme; without a port, curl's default proxy port, 1080.
    ///
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/invalidRequest``
    ///   when the text is not an `http://` proxy URL (a `socks5://` or
    ///   `https://` proxy is refused rather than half supported).
    public init(url text: String) throws(NetworkError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            let host = url.host, !host.isEmpty
        else {
            throw NetworkError(kind: .invalidRequest, detail: "not a proxy URL")
        }
        guard scheme == "http" else {
            throw NetworkError(
                kind: .invalidRequest, detail: "a \(scheme):// proxy; only http:// proxies are supported")
        }
        guard url.path.isEmpty || url.path == "/", url.query == nil, url.fragment == nil else {
            throw NetworkError(kind: .invalidRequest, detail: "a proxy URL has no path or query")
        }
        let port = url.port ?? 1080
        guard (1...65535).contains(port) else {
            throw NetworkError(kind: .invalidRequest, detail: "the proxy's port is out of range")
        }
        self.host = host
        self.port = port
        credentials = url.user.map {
            Credentials(
                user: $0.removingPercentEncoding ?? $0,
                password: (url.password ?? "").removingPercentEncoding ?? url.password ?? "")
        }
    }

    /// `http://host:port`, with `<redacted>@` in front of the host when the
    /// proxy has credentials.
    public var description: String {
        "http://\(credentials == nil ? "" : "<redacted>@")\(host):\(port)"
    }
}
