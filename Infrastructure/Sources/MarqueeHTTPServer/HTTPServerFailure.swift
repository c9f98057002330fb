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
    /// The path is served, but not for this method.
    case methodNotAllowed
    /// The request is not one the server can read (a malformed head or part).
    case badRequest
    /// The store behind the service does not answer (`/ready`).
    case notReady
    /// The application's handler failed in a way it did not answer itself.
    case internalError

    /// The HTTP status the server answers with.
    public var status: Int {
        switch self {
        case .missingCredential, .refusedCredential: 401
        case .credentialsUnavailable, .notReady: 503
        case .badRequest: 400
        case .bodyTooLarge: 413
        case .bodyTimedOut: 408
        case .notFound: 404
        case .methodNotAllowed: 405
        case .internalError: 500
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
