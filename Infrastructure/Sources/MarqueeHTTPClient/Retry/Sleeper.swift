/// Waits between retries; injectable so tests neither wait nor depend on timing.
///
/// A sleeper must throw `CancellationError` as soon as the calling task is
/// cancelled, so a cancelled request stops waiting at once.
public struct Sleeper: Sendable {
    private let body: @Sendable (Duration) async throws -> Void

    /// Creates a sleeper from a function.
    public init(_ sleep: @escaping @Sendable (Duration) async throws -> Void) {
        body = sleep
    }

    /// Waits for `duration`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await body(duration)
    }

    /// Sleeps on the continuous clock (`Task.sleep`).
    public static let continuous = Sleeper { duration in
        try await Task.sleep(for: duration)
    }
}
