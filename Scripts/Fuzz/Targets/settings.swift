import Foundation
import MarqueeHTTPClient
import MarqueePostgreSQL

/// libFuzzer entry: any bytes as the settings Marquee reads at start, given
/// to every parser that reads them:
///
/// - the PostgreSQL URL (`MARQUEE_DATABASE_URL`, `--database-url`):
///   ``PostgreSQLSettings/init(url:)``;
/// - a proxy URL (`https_proxy` and friends): ``HTTPProxy/init(url:)``; and the
///   text as the proxy environment, one variable a line, in the order of
///   ``ProxyCheck/variables``: ``ProxyEnvironment/init(_:)``;
/// - a base URL: ``NetworkConfig/init(baseURL:defaultHeaders:defaultQueryItems:timeout:maximumResponseBytes:retryPolicy:redactor:)``
///   from the text (as the image server's `MARQUEE_TMDB_IMAGE_BASE_URL` is
///   read) and from `URL(string:)` (as `MARQUEE_TMDB_BASE_URL` is), with the
///   limits TMDB's configurations use; and ``Redactor/redact(url:)``.
///
/// Nothing may trap. A value a parser accepts must be what its
/// documentation promises (a port from 1 to 65535, a host, …), and a
/// base URL it accepts must make request URLs to the same host: the
/// configuration promises to fail at start rather than at the first request.
/// No secret may reach a description, an interpolation (what a log line
/// shows) or an error: when the text (or a line of the proxy environment) is
/// a URL with a password (and, for a proxy, a user), they are replaced by
/// markers and everything each parser says about that text is searched for
/// them; PostgreSQLSettings also promises a mirror (`dump`) without its
/// password. HTTPProxy makes no such promise, and its mirror shows its
/// credentials: see HTTPProxyMirrorTests.
///
/// Not here: `MARQUEE_CACHE_TTL`, `MARQUEE_LOG`, `TZ` and the data directory
/// are read by App's `AppConfiguration`, whose file imports swift-log and
/// the modules built on GRDB and PostgresNIO, so it cannot be compiled in
/// without them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    DatabaseURLCheck.run(text)
    ProxyCheck.run(text)
    ProxyCheck.runEnvironment(text)
    BaseURLCheck.run(text)
    return 0
}

/// A password replaced by a marker that occurs nowhere else.
enum Secret {
    static let password = "Zq7PASSWORDk9"
    static let user = "Zq7USERk9"
    static let apiKey = "Zq7APIKEYk9"

    /// `text` with the password of the URL it is (and its user, when
    /// `user`) replaced by markers; `nil` when it is no URL with a password.
    static func planted(in text: String, user: Bool = false) -> String? {
        // The ranges are in the components' own string, which differs from
        // the text when URLComponents percent-encoded some of it.
        guard !text.contains("Zq7"), let components = URLComponents(string: text), components.string == text,
            let password = components.rangeOfPassword
        else { return nil }
        var replacements = [(password, Self.password)]
        if user, let name = components.rangeOfUser, !name.isEmpty { replacements.append((name, Self.user)) }
        var planted = text
        for (range, marker) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            planted.replaceSubrange(range, with: marker)
        }
        return planted
    }

    /// Traps when `said` shows a marker. `original` is the text before any
    /// marker was planted; when the fuzzer wrote one there itself (it may
    /// learn them from the comparisons here), nothing is checked.
    static func check(_ said: String, from original: String, by what: String) {
        guard !original.contains("Zq7") else { return }
        for marker in [password, user, apiKey] where said.contains(marker) {
            fatalError("\(what) shows a secret (\(marker)) for \(original.debugDescription): \(said.debugDescription)")
        }
    }
}

// MARK: - PostgreSQL

enum DatabaseURLCheck {
    static func run(_ text: String) {
        parse(text, original: text)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let planted = Secret.planted(in: trimmed) { parse(planted, original: trimmed) }
    }

    private static func parse(_ text: String, original: String) {
        do throws(PostgreSQLError) {
            let settings = try PostgreSQLSettings(url: text)
            guard (1...65535).contains(settings.port), !settings.host.isEmpty, !settings.user.isEmpty,
                !settings.database.isEmpty, !settings.database.contains("/"),
                (1...100).contains(settings.maximumConnections),
                (Duration.seconds(1)...Duration.seconds(600)).contains(settings.connectTimeout),
                (Duration.zero...Duration.seconds(86_400)).contains(settings.statementTimeout)
            else {
                fatalError("PostgreSQL settings break their promises for \(text.debugDescription): \(settings)")
            }
            var dumped = ""
            dump(settings, to: &dumped)
            let target = settings.targetDatabase
            for said in [
                settings.description, settings.redactedURL, settings.address, dumped, String(reflecting: settings),
                "\(target.name) \(target.address) \(target.user)",
                settings.with(database: "other").description,
            ] {
                Secret.check(said, from: original, by: "PostgreSQLSettings")
            }
        } catch {
            Secret.check(error.description + " \(error.kind)", from: original, by: "PostgreSQLError")
        }
    }
}

// MARK: - Proxies

enum ProxyCheck {
    /// The variables one line each names, in order.
    static let variables = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]

    static func run(_ text: String) {
        parse(text, original: text)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let planted = Secret.planted(in: trimmed, user: true) { parse(planted, original: trimmed) }
    }

    private static func parse(_ text: String, original: String) {
        do throws(HTTPProxy.Problem) {
            let proxy = try HTTPProxy(url: text)
            guard (1...65535).contains(proxy.port), !proxy.host.isEmpty, proxy.description.hasPrefix("http://") else {
                fatalError("a proxy breaks its promises for \(text.debugDescription): \(proxy)")
            }
            var dumped = ""
            dump(proxy, to: &dumped)
            Secret.check("\(proxy) \(String(reflecting: proxy)) \(dumped)", from: original, by: "HTTPProxy")
        } catch {
            Secret.check("\(error)", from: original, by: "HTTPProxy.Problem")
        }
    }

    /// The text as the environment, one variable a line (with markers
    /// planted in the proxies' credentials); then the proxy for a few URLs,
    /// and for every host `no_proxy` lists (there must be none).
    static func runEnvironment(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return Secret.planted(in: line, user: true) ?? String($0)
        }
        var environment: [String: String] = [:]
        for (name, value) in zip(variables, lines) { environment[name] = value }
        do throws(ProxyEnvironment.Problem) {
            let proxies = try ProxyEnvironment(environment)
            // What a log line that names the configuration would show.
            var config = try? NetworkConfig(baseURL: "https://api.themoviedb.org")
            config?.proxy = proxies.https
            Secret.check("\(proxies) \(String(reflecting: proxies)) \(config.map { "\($0)" } ?? "")", from: text, by: "ProxyEnvironment")
            for host in proxies.directHosts {
                // Spaces are trimmed before the leading dots go, so ". a" leaves " a" (which matches no host).
                guard !host.isEmpty, host == host.lowercased(), !host.hasPrefix(".") else {
                    fatalError("no_proxy entry \(host.debugDescription) from \(text.debugDescription)")
                }
                guard host != "*", let url = URL(string: "https://\(host)/"), url.host?.lowercased() == host else {
                    continue
                }
                if let proxy = proxies.proxy(for: url) {
                    fatalError("\(host) is listed in no_proxy but goes through \(proxy) (\(text.debugDescription))")
                }
            }
            let urls = ["http://example.com/", "https://api.themoviedb.org/3/search/movie", "ftp://example.com/", "file:///tmp"]
            for case let url? in urls.map(URL.init(string:)) + lines.map(URL.init(string:)) {
                guard let proxy = proxies.proxy(for: url) else { continue }
                guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                    fatalError("a \(url.scheme ?? "schemeless") URL goes through \(proxy) (\(text.debugDescription))")
                }
            }
        } catch {
            Secret.check("\(error)", from: text, by: "ProxyEnvironment.Problem")
            guard let index = variables.firstIndex(of: error.variable), index < lines.count,
                !lines[index].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                fatalError("a proxy problem names \(error.variable), which is unset, for \(text.debugDescription)")
            }
        }
    }
}

// MARK: - Base URLs

enum BaseURLCheck {
    /// An answer type for endpoints that are only turned into URLs.
    struct Nothing: Decodable, Sendable {}

    static func run(_ text: String) {
        check(text, original: text)
        if let planted = Secret.planted(in: text) { check(planted, original: text) }
    }

    private static func check(_ text: String, original: String) {
        Secret.check(Redactor().redact(url: text), from: original, by: "Redactor")
        // MARQUEE_TMDB_IMAGE_BASE_URL: the text itself.
        configure(original) { () throws(NetworkError) in
            try NetworkConfig(baseURL: text, timeout: .seconds(10), maximumResponseBytes: 20 * 1024 * 1024)
        }
        // MARQUEE_TMDB_BASE_URL: through URL(string:) first.
        guard let url = URL(string: text) else { return }
        configure(original) { () throws(NetworkError) in
            try NetworkConfig(baseURL: url, timeout: .seconds(10), maximumResponseBytes: 2 * 1024 * 1024)
        }
    }

    private static func configure(_ original: String, _ make: () throws(NetworkError) -> NetworkConfig) {
        let config: NetworkConfig
        do throws(NetworkError) {
            config = try make()
        } catch {
            Secret.check(error.description, from: original, by: "NetworkError")
            return
        }
        let base = config.baseURL
        guard ["http", "https"].contains(base.scheme?.lowercased() ?? ""), let host = base.host, !host.isEmpty,
            base.query == nil, base.fragment == nil, (1...65535).contains(base.port ?? 443)
        else {
            fatalError("a base URL breaks its promises: \(base.absoluteString.debugDescription) from \(original.debugDescription)")
        }
        // The requests the repositories send: a search (with an API key) and a poster.
        let endpoints = [
            Endpoint<Nothing>(
                path: "/3/search/movie",
                queryItems: [QueryItem("query", "千と千尋 & co"), QueryItem("page", "2"), QueryItem("api_key", Secret.apiKey)]),
            Endpoint<Nothing>(path: "/t/p/w500/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg"),
        ]
        for endpoint in endpoints {
            let url: URL
            do throws(NetworkError) {
                url = try endpoint.url(config: config)
            } catch {
                fatalError("base URL \(base.absoluteString.debugDescription) was accepted, but \(endpoint.path) fails: \(error)")
            }
            guard url.host == base.host, url.scheme?.lowercased() == base.scheme?.lowercased(), url.port == base.port else {
                fatalError("\(endpoint.path) against \(base.absoluteString.debugDescription) goes to \(url.absoluteString.debugDescription)")
            }
            Secret.check(config.redactor.redact(url: url.absoluteString), from: original, by: "the request URL's redaction")
        }
    }
}
