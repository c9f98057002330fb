import AsyncHTTPClient
import NIOCore
import Synchronization

extension HTTPClient {
    /// The process's one direct HTTP client, started by its first request and
    /// never shut down (like `HTTPClient.shared`), configured the way
    /// ``HTTPClientNetworkService`` needs:
    ///
    /// - redirects are not followed by the client: the transport follows them
    ///   itself, within the request's origin only;
    /// - answers are never decompressed (requests ask for `identity`);
    /// - a refused connection fails at once instead of being retried until a
    ///   timeout, and the client's own timeouts sit beyond every attempt's
    ///   deadline, which the transport gives each request.
    static let marquee = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: .marquee(proxy: nil))

    /// The client for requests through `proxy`: ``marquee`` when there is
    /// none, else one client per proxy for the life of the process.
    static func marquee(proxy: HTTPProxy?) -> HTTPClient {
        guard let proxy else { return .marquee }
        return ProxiedClients.shared.client(for: proxy)
    }
}

extension HTTPClient.Configuration {
    /// Marquee's configuration (see ``HTTPClient/marquee``), through `proxy` if any.
    static func marquee(proxy: HTTPProxy?) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .disabled
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .hours(1))
        if let proxy {
            configuration.proxy = .server(
                host: proxy.host, port: proxy.port,
                authorization: proxy.credentials.map { .basic(username: $0.user, password: $0.password) })
        }
        return configuration
    }
}

/// The clients made for proxies, one a proxy, kept for the life of the process.
private final class ProxiedClients: Sendable {
    static let shared = ProxiedClients()

    private let clients = Mutex<[HTTPProxy: HTTPClient]>([:])

    func client(for proxy: HTTPProxy) -> HTTPClient {
        clients.withLock { clients in
            if let client = clients[proxy] { return client }
            let client = HTTPClient(
                eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: .marquee(proxy: proxy))
            clients[proxy] = client
            return client
        }
    }
}
