/// Where Domain learns the current time: the system clock in the App, a
/// manual clock in tests.
///
/// Named `TimeSource` rather than `Clock` so it never shadows the standard
/// library's `Clock` protocol. `now()` is `async` so a test version can be an
/// actor (Domain may not use `Synchronization.Mutex`); a synchronous
/// implementation satisfies it as it is.
public protocol TimeSource: Sendable {
    /// The current instant.
    func now() async -> Timestamp
}
