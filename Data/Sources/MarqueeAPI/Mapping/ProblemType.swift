/// A problem's `type` (RFC 9457) by its name: stable, part of the contract.
/// The service picks one per error; a desk reads it back into the same
/// typed error. The request's own and the shared ones are ``ProblemType``;
/// each context names its own beside its table of errors
/// (``BoxOfficeProblem``, ``AccountsProblem``, ``CatalogProblem``, and a
/// feature's, as `Scripts/new-feature --endpoint` writes it).
public protocol ProblemName: RawRepresentable<String>, Sendable {}

extension ProblemName {
    /// The URI written in a problem's `type`: `urn:marquee:problem:` and the name.
    public var uri: String { problemPrefix + rawValue }

    /// The type a problem's `type` URI names, or `nil` for one this list does not hold.
    public init?(uri: String) {
        guard uri.hasPrefix(problemPrefix) else { return nil }
        self.init(rawValue: String(uri.dropFirst(problemPrefix.count)))
    }
}

/// What every problem type's URI starts with.
let problemPrefix = "urn:marquee:problem:"

/// The problems of a request itself (its credential, its body, its
/// parameters, its idempotency key), of the service's store, and those the
/// contexts share (a refused permission, an identifier that breaks the rules).
public enum ProblemType: String, ProblemName, CaseIterable {
    // The request itself.
    case missingCredential = "missing-credential"
    case refusedCredential = "refused-credential"
    case notPermitted = "not-permitted"
    case bodyTooLarge = "body-too-large"
    case bodyTimedOut = "body-timed-out"
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case badRequest = "bad-request"
    case badParameter = "bad-parameter"
    case malformedBody = "malformed-body"
    case unsupportedMediaType = "unsupported-media-type"
    case malformedIdempotencyKey = "malformed-idempotency-key"
    case idempotencyKeyReused = "idempotency-key-reused"
    case idempotencyKeyInProgress = "idempotency-key-in-progress"
    case idempotencyOutcomeUnknown = "idempotency-outcome-unknown"
    case notReady = "not-ready"
    case internalError = "internal-error"
    // Storage behind the service.
    case storageFailed = "storage-failed"
    // Shared by the contexts.
    case invalidIdentifier = "invalid-identifier"
}
