import Foundation

/// An HTTP proxy that requests go through: a plain-HTTP request is sent to it
/// in absolute form, an HTTPS one is tunnelled with `CONNECT`, so the proxy
/// never sees what an HTTPS request carries.
///
/// Its credentials, if any, are sent only to the proxy (`Proxy-Authorization`)
/// and never appear in ``description``.
public struct HTTPProxy: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
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
    /// Why a text is not a usable proxy URL.
    public enum Problem: Error, Sendable, Equatable {
        /// It is not a URL with a host.
        case notAURL
        /// Its scheme is not `http` (a `socks5://` or `https://` proxy is
        /// refused rather than half supported).
        case unsupportedScheme(String)
        /// It has a path, a query or a fragment.
        case hasPath
        /// Its port is not from 1 to 65535.
        case portOutOfRange

        /// What is wrong, as a phrase for a sentence that names the variable.
        public var phrase: String {
            switch self {
            case .notAURL: "not a proxy URL"
            case let .unsupportedScheme(scheme): "a \(scheme):// proxy; only http:// proxies are supported"
            case .hasPath: "a proxy URL has no path or query"
            case .portOutOfRange: "the proxy's port is out of range"
            }
        }
    }

    /// - Throws: ``Problem`` when the text is not an `http://` proxy URL.
    public init(url text: String) throws(Problem) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            let host = url.host, !host.isEmpty
        else {
            throw .notAURL
        }
        guard scheme == "http" else { throw .unsupportedScheme(scheme) }
        guard url.path.isEmpty || url.path == "/", url.query == nil, url.fragment == nil else { throw .hasPath }
        let port = url.port ?? 1080
        guard (1...65535).contains(port) else { throw .portOutOfRange }
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

    /// What `dump` and debuggers show: the description, never the credentials.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": description], displayStyle: .struct)
    }
}
