/// What the box office service answers about a request itself, rather than
/// about the box office: a missing or refused desk token, a body it will not
/// read, a path it does not serve. Worded here like every other sentence;
/// the service puts it in its problem details (`detail`).
public enum ServiceProblem: Equatable, Sendable {
    /// No `Authorization: Bearer …` header.
    case missingCredential
    /// A token that opens nothing: unknown, revoked or malformed.
    case refusedCredential
    /// The token cannot be checked now (the store does not answer).
    case credentialsUnavailable
    /// The body is larger than the service reads.
    case bodyTooLarge(limitBytes: Int)
    /// The body did not arrive in time.
    case bodyTimedOut(seconds: Int)
    /// Nothing is served at the path.
    case notFound
    /// The path is served, not for this method.
    case methodNotAllowed
    /// The request cannot be read (its head or a parameter).
    case badRequest
    /// A query, path or header parameter is missing, malformed or out of
    /// range; `rule` says what it takes.
    case badParameter(name: String, rule: String)
    /// The body is not the JSON the operation takes; where, when known.
    case malformedBody(at: String?)
    /// The body is not `application/json`.
    case unsupportedMediaType
    /// The store behind the service does not answer.
    case notReady
    /// The service failed on this request; it was logged under this id.
    case internalError(requestID: String)
    /// An `Idempotency-Key` that is not 1–255 visible ASCII characters.
    case malformedIdempotencyKey
    /// This `Idempotency-Key` was used for another request.
    case idempotencyKeyReused
    /// A request with this `Idempotency-Key` is still being answered.
    case idempotencyKeyInProgress
    /// A request with this `Idempotency-Key` was never finished (the service
    /// stopped during it): whether it was done is not known.
    case idempotencyOutcomeUnknown

    /// One line for whoever sent the request: what went wrong and what to do.
    public var message: String {
        switch self {
        case .missingCredential:
            "This request carries no desk token; send Authorization: Bearer <token> (marquee desks add <name> prints one)."
        case .refusedCredential:
            "The desk token is wrong or was revoked; ask for a new one (marquee desks add <name> on the server)."
        case .credentialsUnavailable:
            "The desk token cannot be checked now: the service's store does not answer; try again shortly."
        case let .bodyTooLarge(limit):
            "The request body is larger than the service reads (\(limit) bytes); nothing past that was read."
        case let .bodyTimedOut(seconds):
            "The request body did not arrive within \(seconds) s; send the request again."
        case .notFound:
            "Nothing is served at this path; GET /openapi.yaml lists the paths."
        case .methodNotAllowed:
            "This path is not served for this method; GET /openapi.yaml lists the operations."
        case .badRequest:
            "The request cannot be read (a malformed head or parameter); GET /openapi.yaml describes each operation."
        case let .malformedBody(path?):
            "The request body is not what this operation takes (at \(path)); GET /openapi.yaml describes it."
        case .malformedBody(nil):
            "The request body is not the JSON this operation takes; GET /openapi.yaml describes it."
        case .unsupportedMediaType:
            "The request body must be application/json."
        case .notReady:
            "The service's store cannot be reached now; try again shortly."
        case let .badParameter(name, rule):
            "The parameter \(name) is missing, malformed or out of range (it takes \(rule)); GET /openapi.yaml "
                + "describes each operation."
        case .malformedIdempotencyKey:
            "The Idempotency-Key header must be 1 to 255 visible ASCII characters."
        case .idempotencyKeyReused:
            "This Idempotency-Key was used for another request; send a new key with a new request."
        case .idempotencyKeyInProgress:
            "A request with this Idempotency-Key is still being answered; wait a second and send it again."
        case .idempotencyOutcomeUnknown:
            "A request with this Idempotency-Key was never finished (the service stopped during it), so whether "
                + "it was done is not known; look before trying again with a new key."
        case let .internalError(requestID):
            "The service failed on this request (request \(requestID)); it is logged. Try again, and report it if it keeps happening."
        }
    }
}

/// What `marquee serve` says about itself on standard output.
public enum ServiceNotice {
    /// The line printed once the service listens: where, over which store,
    /// and where its metrics are scraped, if anywhere.
    public static func listening(url: String, store: String, metrics: String? = nil) -> String {
        "Serving the box office at \(url) over \(store)"
            + (metrics.map { " (metrics at \($0), no token needed)" } ?? "")
            + "; stop it with Ctrl-C or SIGTERM (requests in flight finish)."
    }

    /// The warning when the service listens beyond this machine without TLS.
    public static func tokensInClear(host: String) -> String {
        "marquee: warning: serving on \(host) without TLS: desk tokens travel in clear; give --tls-cert and "
            + "--tls-key, or listen on 127.0.0.1 behind a TLS proxy."
    }

    /// A file of `serve --tls-cert`/`--tls-key`.
    public enum TLSFile: Equatable, Sendable {
        /// The certificate chain.
        case certificate
        /// Its private key.
        case key
    }

    /// Why the TLS files cannot be used.
    public enum TLSProblem: Equatable, Sendable {
        /// No file at the path.
        case missing(TLSFile, path: String)
        /// A file that cannot be read.
        case unreadable(TLSFile, path: String)
        /// A file that is not PEM of its kind.
        case notPEM(TLSFile, path: String)
        /// A key that is not the certificate's.
        case keyDoesNotMatch(keyPath: String, certificatePath: String)
    }

    /// The failure when the TLS files cannot be used.
    public static func unusableTLS(_ problem: TLSProblem) -> String {
        func name(_ file: TLSFile) -> String {
            file == .certificate ? "certificate (--tls-cert)" : "private key (--tls-key)"
        }
        return switch problem {
        case let .missing(file, path): "The \(name(file)) \(path) does not exist; give the path of a PEM file."
        case let .unreadable(file, path): "The \(name(file)) \(path) cannot be read; check its permissions."
        case let .notPEM(file, path):
            "The \(name(file)) \(path) is not a PEM \(file == .certificate ? "certificate" : "private key"); give "
                + "a PEM file (-----BEGIN …-----)."
        case let .keyDoesNotMatch(keyPath, certificatePath):
            "The private key \(keyPath) is not the key of the certificate \(certificatePath); give the key the "
                + "certificate was made for."
        }
    }

    /// The failure when only one of the two TLS options is given.
    public static func tlsHalf(missing option: String) -> String {
        "HTTPS needs both --tls-cert and --tls-key; give \(option) too."
    }

    /// The line printed once the service has stopped.
    public static let stopped = "Stopped serving; every request in flight was answered."

    /// The failure when the service cannot start listening.
    public static func cannotListen(host: String, port: Int, reason: String) -> String {
        "Cannot serve at \(host):\(port) (\(reason)); is another program using the port? Choose another with --port."
    }

    /// How the store is named in ``listening(url:store:metrics:)``.
    public static func store(sqliteFile path: String) -> String { "the SQLite file \(path)" }

    /// How the store is named in ``listening(url:store:metrics:)``.
    public static func store(database: String, address: String) -> String {
        "the PostgreSQL database \(database) at \(address)"
    }
}
