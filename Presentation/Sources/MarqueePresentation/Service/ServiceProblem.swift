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
    /// The body is not the JSON the operation takes; where, when known.
    case malformedBody(at: String?)
    /// The body is not `application/json`.
    case unsupportedMediaType
    /// The store behind the service does not answer.
    case notReady
    /// An id already stored with other data: a retry must send the same body.
    case retriedWithOtherData(what: String, id: String)
    /// The service failed on this request; it was logged under this id.
    case internalError(requestID: String)

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
        case let .retriedWithOtherData(what, id):
            "The \(what) \(id) exists already with other data; a retried request sends the same body, and a new \(what) needs a new id."
        case let .internalError(requestID):
            "The service failed on this request (request \(requestID)); it is logged. Try again, and report it if it keeps happening."
        }
    }
}

/// What `marquee serve` says about itself on standard output.
public enum ServiceNotice {
    /// The line printed once the service listens: where, and over which store.
    public static func listening(url: String, store: String) -> String {
        "Serving the box office at \(url) over \(store); stop it with Ctrl-C or SIGTERM (requests in flight finish)."
    }

    /// The line printed once the service has stopped.
    public static let stopped = "Stopped serving; every request in flight was answered."

    /// The failure when the service cannot start listening.
    public static func cannotListen(host: String, port: Int, reason: String) -> String {
        "Cannot serve at \(host):\(port) (\(reason)); is another program using the port? Choose another with --port."
    }

    /// How the store is named in ``listening(url:store:)``.
    public static func store(sqliteFile path: String) -> String { "the SQLite file \(path)" }

    /// How the store is named in ``listening(url:store:)``.
    public static func store(database: String, address: String) -> String {
        "the PostgreSQL database \(database) at \(address)"
    }
}
