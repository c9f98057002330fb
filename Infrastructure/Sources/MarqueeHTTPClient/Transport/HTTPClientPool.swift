import AsyncHTTPClient
import NIOCore
import Synchronization

/// The process's HTTP clients: one for direct requests and one per proxy,
/// each started by its first request and configured the way
/// ``HTTPClientNetworkService`` needs:
///
/// - redirects are not followed by the client: the transport follows them
///   itself, within the request's origin only;
/// - answers are never decompressed (requests ask for `identity`);
/// - a refused connection fails at once instead of being retried until a
///   timeout, and the client's own timeouts sit beyond every attempt's
///   deadline, which the transport gives each request.
///
/// ``shutdown()`` closes them all; a program calls it once before it exits.
final class HTTPClientPool: Sendable {
    static let shared = HTTPClientPool()

    private let clients = Mutex<[HTTPProxy?: HTTPClient]>([:])

    /// The client for requests through `proxy` (direct when `nil`).
    func client(for proxy: HTTPProxy?) -> HTTPClient {
        clients.withLock { clients in
            if let client = clients[proxy] { return client }
            let client = HTTPClient(
                eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: .pooled(proxy: proxy))
            clients[proxy] = client
            return client
        }
    }

    /// Shuts every client down, waiting for their connections to close;
    /// requests after it start fresh clients.
    func shutdown() async {
        let open = clients.withLock { clients in
            defer { clients = [:] }
            return Array(clients.values)
        }
        for client in open { try? await client.shutdown() }
    }
}

extension HTTPClient.Configuration {
    /// The pool's configuration (see ``HTTPClientPool``), through `proxy` if any.
    static func pooled(proxy: HTTPProxy?) -> HTTPClient.Configuration {
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
