public import Foundation
public import MarqueeInfrastructure

/// How an ``HTTPServer`` honours `Idempotency-Key` on unsafe requests (POST,
/// PUT, PATCH, DELETE) from an authenticated client: where keys and answers
/// are kept, for how long, and the clock it reads.
///
/// The first request with a key runs; its answer is kept unless it is a 5xx
/// (or the handler threw), so that a retry of a failure runs again. A retry
/// of the same request (method, target and body, compared exactly) gets the
/// kept answer, byte for byte, with `Idempotent-Replayed: true`, and the
/// handler does not run. The same key with another request is refused (422),
/// and so is a retry while the first still runs (409, `Retry-After: 1`) or
/// after it started longer ago than ``unfinishedClaimLimit`` without an
/// answer (409: its outcome is unknown, and it is never run again, since it
/// may have written). Keys are scoped by the principal, as the application
/// describes it. When the store does not answer, a keyed request is refused
/// with 503 rather than run unguarded.
public struct HTTPServerIdempotency: Sendable {
    /// Where keys and answers are kept.
    public let store: any IdempotencyStore
    /// How long an answer is kept for retries (the IETF draft and Stripe: 24 hours).
    public let answersKeptFor: Duration
    /// How long a claimed key may stay without an answer before its outcome
    /// counts as unknown rather than still running.
    public let unfinishedClaimLimit: Duration
    /// The current time.
    public let now: @Sendable () -> Date

    /// Creates the settings.
    ///
    /// - Parameters:
    ///   - store: Where keys and answers are kept.
    ///   - answersKeptFor: How long an answer is kept (24 hours).
    ///   - unfinishedClaimLimit: When an unanswered claim's outcome counts as unknown (60 seconds).
    ///   - now: The current time (tests move it).
    public init(
        store: any IdempotencyStore, answersKeptFor: Duration = .seconds(86_400),
        unfinishedClaimLimit: Duration = .seconds(60), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.answersKeptFor = answersKeptFor
        self.unfinishedClaimLimit = unfinishedClaimLimit
        self.now = now
    }
}
