/// When a failed request is repeated, and how long to wait in between.
///
/// Only idempotent requests are retried, and only after a status in
/// ``retryableStatusCodes`` (429, 502, 503, 504 by default) or a lost
/// connection. Waits grow exponentially from ``baseDelay`` up to ``maxDelay``,
/// with "equal jitter" (half fixed, half random) so clients that failed
/// together do not return together. A `Retry-After` header replaces the
/// computed wait; one longer than ``maxRetryAfter`` ends the retries.
public struct RetryPolicy: Sendable {
    /// How many times a request may be repeated after its first attempt.
    public var maxRetries: Int
    /// The wait before the first retry, before jitter.
    public var baseDelay: Duration
    /// The longest computed wait, before jitter.
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; a longer one is not waited for.
    public var maxRetryAfter: Duration
    /// The statuses worth repeating a request for.
    public var retryableStatusCodes: Set<Int>
    /// Whether a dropped or reset connection is retried.
    public var retriesLostConnections: Bool
    /// The random source for jitter.
    public var jitter: JitterSource

    /// Creates a policy.
    public init(
        maxRetries: Int = 2,
        baseDelay: Duration = .milliseconds(250),
        maxDelay: Duration = .seconds(8),
        maxRetryAfter: Duration = .seconds(60),
        retryableStatusCodes: Set<Int> = [429, 502, 503, 504],
        retriesLostConnections: Bool = true,
        jitter: JitterSource = .system
    ) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatusCodes = retryableStatusCodes
        self.retriesLostConnections = retriesLostConnections
        self.jitter = jitter
    }

    /// Two retries, 250 ms base delay, 8 s cap, system randomness.
    public static let standard = RetryPolicy()

    /// Never retries.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Whether `error` is worth another attempt at all (ignoring the limit).
    public func isRetryable(_ error: NetworkError) -> Bool {
        if error.kind == .httpStatus, let status = error.statusCode {
            return retryableStatusCodes.contains(status)
        }
        return error.kind == .connectionLost && retriesLostConnections
    }

    /// The jittered exponential wait after failed attempt number `attempt` (1-based).
    public func backoff(afterAttempt attempt: Int) -> Duration {
        let exponent = min(max(attempt - 1, 0), 30)
        let uncapped = baseDelay * (1 << exponent)
        let capped = min(uncapped, maxDelay)
        let random = min(max(jitter.next(), 0), 1)
        return capped * (0.5 + 0.5 * random)
    }

    /// The wait before repeating after failed attempt number `attempt`, or
    /// `nil` when the request must not be repeated.
    ///
    /// - Parameters:
    ///   - error: The failure of the attempt.
    ///   - attempt: The 1-based number of the attempt that failed.
    ///   - isIdempotent: Whether the request may be repeated at all.
    ///   - retryAfter: The server's `Retry-After`, if it sent one.
    public func delay(
        after error: NetworkError,
        attempt: Int,
        isIdempotent: Bool,
        retryAfter: Duration?
    ) -> Duration? {
        guard isIdempotent, attempt <= maxRetries, isRetryable(error) else { return nil }
        if let retryAfter {
            return retryAfter <= maxRetryAfter ? retryAfter : nil
        }
        return backoff(afterAttempt: attempt)
    }
}
