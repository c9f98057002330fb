/// Why the server itself answered a request with an error, before or around
/// the application's handlers. The application words each one (see
/// ``HTTPServerProblems``); the server picks the status.
public enum HTTPServerFailure: Error, Equatable, Sendable {
    /// The request carries no bearer credential.
    case missingCredential
    /// The bearer credential opens nothing (unknown, revoked or malformed).
    case refusedCredential
    /// The credential could not be checked now (its store did not answer).
    case credentialsUnavailable
    /// The body is larger than this many bytes.
    case bodyTooLarge(limit: Int)
    /// The body did not arrive within this deadline.
    case bodyTimedOut(Duration)
    /// Nothing is served at this path.
    case notFound
    /// The path is served, but not for this method (the answer's `Allow`
    /// header lists the methods it is served for).
    case methodNotAllowed
    /// The request is not one the server can read (a malformed head or part).
    case badRequest
    /// The store behind the service does not answer (`/ready`), or not
    /// within the readiness deadline; the answer carries `Retry-After: 1`.
    case notReady
    /// The `Idempotency-Key` header is not 1 to 255 visible ASCII characters.
    case invalidIdempotencyKey
    /// The `Idempotency-Key` was used before for another request (another
    /// method, path or body): a key names one request.
    case idempotencyKeyReused
    /// The first request with this `Idempotency-Key` is still running; the
    /// answer carries `Retry-After: 1`.
    case idempotencyKeyInUse
    /// The first request with this `Idempotency-Key` started long ago and
    /// never answered (the server stopped while running it): it may or may
    /// not have taken effect, and it is never run again.
    case idempotencyOutcomeUnknown
    /// The store of idempotency keys does not answer, so a keyed request
    /// cannot be run safely now; the answer carries `Retry-After: 1`.
    case idempotencyUnavailable
    /// The application's handler failed in a way it did not answer itself.
    case internalError

    /// The HTTP status the server answers with.
    public var status: Int {
        switch self {
        case .missingCredential, .refusedCredential: 401
        case .credentialsUnavailable, .notReady, .idempotencyUnavailable: 503
        case .badRequest, .invalidIdempotencyKey: 400
        case .idempotencyKeyInUse, .idempotencyOutcomeUnknown: 409
        case .idempotencyKeyReused: 422
        case .bodyTooLarge: 413
        case .bodyTimedOut: 408
        case .notFound: 404
        case .methodNotAllowed: 405
        case .internalError: 500
        }
    }

    /// The seconds a client should wait before it asks again (`Retry-After`),
    /// for failures that pass by themselves.
    public var retryAfterSeconds: Int? {
        switch self {
        case .notReady, .idempotencyKeyInUse, .idempotencyUnavailable: 1
        default: nil
        }
    }
}

/// An error body the application built: its media type and bytes.
public struct HTTPServerProblemBody: Sendable {
    /// The `Content-Type`, such as `application/problem+json`.
    public let contentType: String
    /// The body's bytes.
    public let bytes: [UInt8]

    /// Creates a body.
    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }
}

/// How the application words the server's own failures: a body for each,
/// given the request's identifier (to quote in it).
public typealias HTTPServerProblems = @Sendable (HTTPServerFailure, _ requestID: String) -> HTTPServerProblemBody
