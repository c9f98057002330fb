import Foundation
import Logging
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// Requests through an HTTP proxy. The proxy is a loopback test server that
/// accepts the `CONNECT` AsyncHTTPClient sends for every proxied request and
/// then answers the tunnelled request itself, as the upstream would.
@Suite struct ProxyTests {
    /// A host that does not resolve: a request reaches it only through the proxy.
    static let upstream = "http://marquee-upstream.invalid"
    /// What the client asks the proxy to connect to.
    static let tunnel = "marquee-upstream.invalid:80"

    private func service(through proxy: String, log: LogCapture = LogCapture()) throws -> HTTPClientNetworkService {
        var config = try NetworkConfig(
            baseURL: Self.upstream + "/3", defaultQueryItems: [QueryItem("api_key", "secret-key")], retryPolicy: .none)
        config.proxy = try HTTPProxy(url: proxy)
        return HTTPClientNetworkService(config: config, logger: log.logger())
    }

    @Test func aRequestIsTunnelledThroughTheProxy() async throws {
        let proxy = try TestHTTPServer()
        defer { proxy.stop() }
        proxy.route(Self.tunnel, .status(200))
        proxy.route("/3/items", .json(Fixtures.pageJSON))

        let page = try await service(through: proxy.baseURL).send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(proxy.requests.map(\.method) == ["CONNECT", "GET"])
        #expect(proxy.requests.first?.target == Self.tunnel)
        #expect(proxy.requests.last?.target == "/3/items?api_key=secret-key")
    }

    @Test func proxyCredentialsGoToTheProxyAndNowhereElse() async throws {
        let proxy = try TestHTTPServer()
        defer { proxy.stop() }
        proxy.route(Self.tunnel, .status(200))
        proxy.route("/3/items", .status(503))
        let log = LogCapture()
        let port = try #require(URL(string: proxy.baseURL)?.port)

        let error = try await #require(throws: NetworkError.self) {
            try await service(through: "http://alice:pa%24%24word@127.0.0.1:\(port)", log: log).send(Fixtures.items)
        }

        #expect(error.statusCode == 503, "\(error)")
        let expected = "Basic " + Data("alice:pa$$word".utf8).base64EncodedString()
        #expect(proxy.requests.first?.header("Proxy-Authorization") == expected)
        #expect(proxy.requests.last?.header("Proxy-Authorization") == nil)
        #expect(!"\(error)".contains("pa$$word") && !"\(error)".contains("pa%24%24word"))
        #expect(!log.lines.joined().contains("pa$$word") && !log.lines.joined().contains("pa%24%24word"))
        #expect(log.lines.joined().contains("http://<redacted>@127.0.0.1:\(port)"))
    }

    @Test func aProxyThatRefusesTheTunnelIsReportedAsSuch() async throws {
        let proxy = try TestHTTPServer()
        defer { proxy.stop() }
        proxy.route(Self.tunnel, .status(403))

        let error = try await #require(throws: NetworkError.self) {
            try await service(through: proxy.baseURL).send(Fixtures.items)
        }

        #expect(error.kind == .notConnected, "\(error)")
        #expect(error.detail.contains("proxy"))
    }

    @Test func anUnreachableProxyIsNotConnected() async throws {
        let port = try TestHTTPServer.unusedPort()

        let error = try await #require(throws: NetworkError.self) {
            try await service(through: "127.0.0.1:\(port)").send(Fixtures.items)
        }

        #expect(error.kind == .notConnected, "\(error)")
    }

    @Test func hostsInNoProxyAreReachedDirectly() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(Fixtures.pageJSON))
        let unused = try TestHTTPServer.unusedPort()
        let proxies = try ProxyEnvironment([
            "http_proxy": "http://127.0.0.1:\(unused)", "no_proxy": "example.com, 127.0.0.1",
        ])
        var config = try NetworkConfig(baseURL: server.baseURL + "/3", retryPolicy: .none)
        config.proxy = proxies.proxy(for: config.baseURL)

        let page = try await HTTPClientNetworkService(config: config).send(Fixtures.items)

        #expect(config.proxy == nil)
        #expect(page == Fixtures.expectedPage)
    }
}

/// How the proxy variables are read: as curl reads them.
@Suite struct ProxyEnvironmentTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func eachSchemeHasItsOwnVariableAndAllProxyIsTheFallback() throws {
        let proxies = try ProxyEnvironment([
            "http_proxy": "http://plain.example:3128", "HTTPS_PROXY": "secure.example:8443",
            "all_proxy": "http://any.example:1",
        ])

        #expect(proxies.proxy(for: try url("http://api.example/x"))?.description == "http://plain.example:3128")
        #expect(proxies.proxy(for: try url("https://api.example/x"))?.description == "http://secure.example:8443")
        let fallback = try ProxyEnvironment(["ALL_PROXY": "any.example"])
        #expect(fallback.proxy(for: try url("https://api.example/x"))?.description == "http://any.example:1080")
    }

    @Test func upperCaseHTTPProxyIsIgnoredAsCurlIgnoresIt() throws {
        let proxies = try ProxyEnvironment(["HTTP_PROXY": "http://set-by-a-request-header.example"])

        #expect(proxies.proxy(for: try url("http://api.example/x")) == nil)
    }

    @Test func noProxyMatchesHostsDomainsAndEverything() throws {
        let proxies = try ProxyEnvironment([
            "https_proxy": "http://proxy.example:3128", "NO_PROXY": " localhost, .internal.example,Example.org ",
        ])

        #expect(proxies.proxy(for: try url("https://localhost/x")) == nil)
        #expect(proxies.proxy(for: try url("https://db.internal.example/x")) == nil)
        #expect(proxies.proxy(for: try url("https://internal.example/x")) == nil)
        #expect(proxies.proxy(for: try url("https://api.example.org/x")) == nil)
        #expect(proxies.proxy(for: try url("https://notexample.org/x")) != nil)
        #expect(proxies.proxy(for: try url("https://api.themoviedb.org/3")) != nil)
        let everything = try ProxyEnvironment(["https_proxy": "http://proxy.example:3128", "no_proxy": "*"])
        #expect(everything.proxy(for: try url("https://api.themoviedb.org/3")) == nil)
    }

    @Test func anUnusableVariableIsNamedWithWhatIsWrong() {
        for (name, value) in [
            ("https_proxy", "socks5://proxy.example:1080"), ("all_proxy", "http://"),
            ("http_proxy", "http://proxy.example:3128/path"), ("HTTPS_PROXY", "http://proxy.example:99999"),
        ] {
            #expect(throws: ProxyEnvironment.Problem.self, "\(name)=\(value)") { try ProxyEnvironment([name: value]) }
            #expect((try? ProxyEnvironment([name: value])) == nil)
        }
        let problem = #expect(throws: ProxyEnvironment.Problem.self) {
            try ProxyEnvironment(["https_proxy": "socks5://proxy.example:1080"])
        }
        #expect(problem?.variable == "https_proxy")
        #expect(problem?.reason.contains("only http:// proxies") == true)
    }

    @Test func emptyVariablesCountAsUnset() throws {
        let proxies = try ProxyEnvironment(["https_proxy": " ", "http_proxy": ""])

        #expect(proxies == .none)
    }
}
