import AsyncHTTPClient
public import Foundation
import HTTPTypes
import MarqueeAPI
public import MarqueeDomain
import NIOCore
import NIOPosix
import NIOSSL
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Synchronization

/// The box office service as this desk reaches it: the generated client on
/// an HTTP client of its own that never follows a redirect, so the desk's
/// token goes to the service's origin and nowhere else.
///
/// Every write carries an `Idempotency-Key`, made once per call. A request
/// that got no answer (a dropped or reset connection, a timeout, a gateway
/// that is down) is sent again with the same key — twice more at most — so
/// the service does it once however many times it arrives. When no answer
/// comes at all, a write that may have reached the service ends in
/// ``/MarqueeDomain/StorageFailure/Reason/outcomeUnknown`` rather than in a
/// guess.
public final class ServiceClient: Sendable {
    /// The generated client.
    let client: Client
    /// Where the service is, as messages name it (scheme, host and port).
    let address: String
    private let http: HTTPClient
    private let isShutDown = Mutex(false)

    /// Creates the client for the service at `url`, sending `token`.
    ///
    /// - Parameters:
    ///   - url: The service's base URL (`http://` or `https://`).
    ///   - token: This desk's token.
    ///   - trustedCertificatesFile: A PEM file of certificates to trust for
    ///     an `https://` service (a private CA); `nil` trusts the system's.
    ///   - timeout: How long one attempt may take.
    ///   - retryDelays: How long to wait before each repeat of a request that
    ///     got no answer; one repeat per delay.
    /// - Throws: ``ServiceClientError/unreadableCertificates(path:)`` when the
    ///   file cannot be read as PEM certificates.
    public init(
        url: URL, token: DeskToken, trustedCertificatesFile: String? = nil, timeout: Duration = .seconds(15),
        retryDelays: [Duration] = [.milliseconds(100), .milliseconds(400)]
    ) throws(ServiceClientError) {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(timeout.components.seconds))
        configuration.decompression = .disabled
        // A refused connection is answered at once: the retries are this
        // client's own (`retryDelays`), not the pool's until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        if let trustedCertificatesFile {
            let certificates: [NIOSSLCertificate]
            do {
                certificates = try NIOSSLCertificate.fromPEMFile(trustedCertificatesFile)
            } catch {
                throw .unreadableCertificates(path: trustedCertificatesFile)
            }
            guard !certificates.isEmpty else { throw .unreadableCertificates(path: trustedCertificatesFile) }
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.trustRoots = .certificates(certificates)
            configuration.tlsConfiguration = tls
        }
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        address = Self.address(of: url)
        client = Client(
            serverURL: url,
            configuration: Configuration(dateTranscoder: LenientDateTranscoder()),
            transport: AsyncHTTPClientTransport(
                configuration: .init(client: http, timeout: .seconds(timeout.components.seconds))),
            middlewares: [
                IdempotentRetryMiddleware(delays: retryDelays), DeskTokenMiddleware(token: token, origin: url),
                ProblemResponseMiddleware(),
            ])
    }

    /// Closes the connections; call once, when the desk is done.
    public func shutdown() async {
        guard
            !isShutDown.withLock({ closed in
                defer { closed = true }; return closed
            })
        else { return }
        try? await http.shutdown()
    }

    /// A client dropped without ``shutdown()`` still closes its connections
    /// (AsyncHTTPClient stops the process when a client it made is freed
    /// open); the task keeps the HTTP client alive until it has.
    deinit {
        guard !isShutDown.withLock({ $0 }) else { return }
        let http = http
        Task.detached { try? await http.shutdown() }
    }

    /// Where the service is, as a person reads it: scheme, host and port.
    static func address(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "http"
        let host = url.host ?? "?"
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }
}

/// Why a ``ServiceClient`` cannot be made.
public enum ServiceClientError: Error, Equatable, Sendable {
    /// The file of certificates to trust cannot be read as PEM certificates.
    case unreadableCertificates(path: String)
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

/// Gives every write an `Idempotency-Key` (one per call) and sends a
/// request again when no answer came — a refused, reset or dropped
/// connection, a timeout, a gateway answering that the service is away, or
/// the service saying the same key is still being worked on — after each of
/// `delays`. A write whose answer never came, and which may have reached the
/// service, ends in ``OutcomeUnknown``.
struct IdempotentRetryMiddleware: ClientMiddleware {
    let delays: [Duration]

    static let keyField = HTTPField.Name("Idempotency-Key")!

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let isWrite = request.method != .get && request.method != .head
        var request = request
        if isWrite && request.headerFields[Self.keyField] == nil {
            request.headerFields[Self.keyField] = Self.newKey()
        }
        let bytes: [UInt8]? = if let body { try await [UInt8](collecting: body, upTo: 1 << 20) } else { nil }
        var mayHaveArrived = false
        var attempt = 0
        while true {
            let isLast = attempt >= delays.count
            do {
                let (response, responseBody) = try await next(request, bytes.map { HTTPBody($0) }, baseURL)
                let gatewayAway =
                    [502, 503, 504].contains(response.status.code)
                    && response.headerFields[.contentType] != "application/problem+json"
                guard gatewayAway, !isLast else { return (response, responseBody) }
                mayHaveArrived = mayHaveArrived || isWrite
            } catch let problem as RemoteProblem where problem.type == .idempotencyKeyInProgress {
                mayHaveArrived = true
                if isLast { throw OutcomeUnknown(lastError: problem) }
            } catch let problem as RemoteProblem where problem.type == .idempotencyOutcomeUnknown {
                throw OutcomeUnknown(lastError: problem)
            } catch let error where Self.noAnswer(error) {
                mayHaveArrived = mayHaveArrived || (isWrite && !Self.neverSent(error))
                if isLast {
                    if mayHaveArrived { throw OutcomeUnknown(lastError: error) }
                    throw error
                }
            }
            try await Task.sleep(for: delays[attempt])
            attempt += 1
        }
    }

    /// A new key: 128 random bits, as hex.
    static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
    }

    /// Whether `error` means the request got no answer at all. (The
    /// transport's errors reach middlewares wrapped in a `ClientError`.)
    static func noAnswer(_ error: any Error) -> Bool {
        switch RemoteFailure.unwrap(error) {
        case let error as HTTPClientError:
            [.remoteConnectionClosed, .connectTimeout, .readTimeout, .deadlineExceeded].contains(error)
        case is NIOConnectionError, is ChannelError, is IOError: true
        default: false
        }
    }

    /// Whether `error` means the request never left this machine (no
    /// connection was made), so the service cannot have done it.
    static func neverSent(_ error: any Error) -> Bool {
        switch RemoteFailure.unwrap(error) {
        case let error as HTTPClientError: error == .connectTimeout
        case is NIOConnectionError: true
        case let error as IOError: error.errnoCode == ECONNREFUSED
        default: false
        }
    }
}

/// A write that got no answer, even when sent again with its idempotency
/// key: it may or may not have been done.
struct OutcomeUnknown: Error {
    let lastError: any Error
}

/// Reads a problem (`application/problem+json`, any status of 400 or more)
/// before the generated client does, and throws it as ``RemoteProblem``, so
/// every call sees the service's error once, typed; a redirect (which the
/// client does not follow) is thrown as ``Redirected``.
struct ProblemResponseMiddleware: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, baseURL)
        if (300..<400).contains(response.status.code) {
            throw Redirected(location: response.headerFields[.location].map { String($0.prefix(200)) })
        }
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

    var type: ProblemType? { problem?.problemType }
}

/// The service answered with a redirect, which was not followed.
struct Redirected: Error {
    let location: String?
}
