import AsyncHTTPClient
import NIOCore

extension HTTPClient {
    /// The process's one HTTP client, started by its first request and never
    /// shut down (like `HTTPClient.shared`), configured the way
    /// ``HTTPClientNetworkService`` needs:
    ///
    /// - redirects are not followed by the client: the transport follows them
    ///   itself, within the request's origin only;
    /// - answers are never decompressed (requests ask for `identity`);
    /// - a refused connection fails at once instead of being retried until a
    ///   timeout, and the client's own timeouts sit beyond every attempt's
    ///   deadline, which the transport enforces.
    static let marquee: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .disabled
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .hours(1))
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()
}
