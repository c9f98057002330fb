import AsyncHTTPClient
public import Foundation
import HTTPTypes
public import MarqueeAPI
public import MarqueeDomain
import NIOCore
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// The box office service as this desk reaches it: the generated client on
/// an HTTP client of its own that never follows a redirect, so the desk's
/// token goes to the service's origin and nowhere else. A request that
/// could not get an answer (a refused or dropped connection, a gateway
/// that is down) is sent again, twice at most: every write is a `PUT` to an
/// identity the desk chose, so sending it again never does it twice.
public final class ServiceClient: Sendable {
    /// The generated client.
    let client: Client
    private let http: HTTPClient

    /// Creates the client for the service at `url`, sending `token`.
    ///
    /// - Parameters:
    ///   - url: The service's base URL.
    ///   - token: This desk's token.
    ///   - timeout: How long one attempt may take.
    public init(url: URL, token: DeskToken, timeout: Duration = .seconds(15)) {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(timeout.components.seconds))
        configuration.decompression = .disabled
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        client = Client(
            serverURL: url,
            configuration: Configuration(dateTranscoder: .iso8601),
            transport: AsyncHTTPClientTransport(
                configuration: .init(client: http, timeout: .seconds(timeout.components.seconds))),
            middlewares: [
                RetryMiddleware(attempts: 3), DeskTokenMiddleware(token: token, origin: url),
                ProblemResponseMiddleware(),
            ])
    }

    /// Closes the connections; call once, when the desk is done.
    public func shutdown() async {
        try? await http.shutdown()
    }
}

/// Sends `Authorization: Bearer <token>` with requests to the service's
/// origin only (scheme, host and port), never anywhere else.
struct DeskTokenMiddleware: ClientMiddleware {
    let token: DeskToken
    let origin: URL

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if Self.sameOrigin(baseURL, origin) { request.headerFields[.authorization] = "Bearer \(token.secret)" }
        return try await next(request, body, baseURL)
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && (a.port ?? defaultPort(a)) == (b.port ?? defaultPort(b))
    }

    private static func defaultPort(_ url: URL) -> Int { url.scheme?.lowercased() == "https" ? 443 : 80 }
}

/// Tries again when no answer came (a connection refused or dropped) or a
/// gateway answered that the service is away (502, 503, 504 without a
/// problem of the service's own), after 100 ms, then 400 ms.
struct RetryMiddleware: ClientMiddleware {
    let attempts: Int

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let bytes: [UInt8]? = if let body { try await [UInt8](collecting: body, upTo: 1 << 20) } else { nil }
        var attempt = 1
        while true {
            do {
                let (response, responseBody) = try await next(request, bytes.map { HTTPBody($0) }, baseURL)
                let gatewayAway =
                    [502, 503, 504].contains(response.status.code)
                    && response.headerFields[.contentType]
                        != "application/problem+json"
                guard gatewayAway, attempt < attempts else { return (response, responseBody) }
            } catch let error where attempt < attempts && Self.noAnswer(error) {
                _ = error
            }
            try await Task.sleep(for: .milliseconds(100 * (1 << (2 * (attempt - 1)))))
            attempt += 1
        }
    }

    /// Whether `error` means the request got no answer at all.
    static func noAnswer(_ error: any Error) -> Bool {
        switch error {
        case let error as HTTPClientError:
            [.remoteConnectionClosed, .connectTimeout, .readTimeout].contains(error)
        case is ChannelError, is IOError: true
        default: false
        }
    }
}

/// Reads a problem (`application/problem+json`, any status of 400 or more)
/// before the generated client does, and throws it as ``RemoteProblem``, so
/// every call sees the service's error once, typed.
struct ProblemResponseMiddleware: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, baseURL)
        guard response.status.code >= 400 else { return (response, responseBody) }
        var problem: Components.Schemas.Problem?
        if let responseBody, let bytes = try? await [UInt8](collecting: responseBody, upTo: 1 << 16) {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            problem = try? decoder.decode(Components.Schemas.Problem.self, from: Data(bytes))
        }
        throw RemoteProblem(status: response.status.code, problem: problem)
    }
}

/// An answer of the service that is an error, with its problem when it sent one.
struct RemoteProblem: Error {
    let status: Int
    let problem: Components.Schemas.Problem?

    var type: ProblemType? { problem.flatMap { ProblemType(uri: $0._type) } }
}
