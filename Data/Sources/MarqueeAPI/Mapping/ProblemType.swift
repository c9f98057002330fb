/// The `type` of each problem the service answers with (RFC 9457): stable,
/// part of the contract. The service picks one per error; a desk reads it
/// back into the same typed error.
public enum ProblemType: String, Sendable, CaseIterable {
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
    // Catalog.
    case invalidQuery = "invalid-query"
    case invalidMovieID = "invalid-movie-id"
    case invalidPage = "invalid-page"
    case movieNotFound = "movie-not-found"
    case catalogUnavailable = "catalog-unavailable"
    case catalogFailed = "catalog-failed"
    // Accounts.
    case invalidUserID = "invalid-user-id"
    case invalidUserName = "invalid-user-name"
    case userNameTaken = "user-name-taken"
    case userNotFound = "user-not-found"
    case userHasUnpaidOrders = "user-has-unpaid-orders"
    // Box office.
    case invalidIdentifier = "invalid-identifier"
    case invalidCurrency = "invalid-currency"
    case invalidPrice = "invalid-price"
    case invalidHall = "invalid-hall"
    case invalidCapacity = "invalid-capacity"
    case invalidRuntime = "invalid-runtime"
    case runtimeUnknown = "runtime-unknown"
    case invalidQuantity = "invalid-quantity"
    case mixedCurrencies = "mixed-currencies"
    case overflow = "overflow"
    case emptyOrder = "empty-order"
    case duplicateLine = "duplicate-line"
    case soldOut = "sold-out"
    case orderNotUnpaid = "order-not-unpaid"
    case screeningInPast = "screening-in-past"
    case screeningTooFarAhead = "screening-too-far-ahead"
    case priceTooHigh = "price-too-high"
    case priceLocked = "price-locked"
    case screeningStarted = "screening-started"
    case screeningCancelled = "screening-cancelled"
    case hallBusy = "hall-busy"
    case hallExists = "hall-exists"
    case moreSeatsThanHall = "more-seats-than-hall"
    case unknownHall = "unknown-hall"
    case unknownScreening = "unknown-screening"
    case unknownOrder = "unknown-order"
    case unknownUser = "unknown-user"
    case boxOfficeRefused = "box-office-refused"

    /// The URI written in a problem's `type`: `urn:marquee:problem:` and the name.
    public var uri: String { Self.prefix + rawValue }

    /// The URI of a context's own problem type, named beside its error (a
    /// feature added with `Scripts/new-feature --endpoint` names its own):
    /// `urn:marquee:problem:` and `name`.
    public static func uri(named name: String) -> String { prefix + name }

    /// The type a problem's `type` URI names, or `nil` for one this version does not know.
    public init?(uri: String) {
        guard uri.hasPrefix(Self.prefix) else { return nil }
        self.init(rawValue: String(uri.dropFirst(Self.prefix.count)))
    }

    private static let prefix = "urn:marquee:problem:"
}
