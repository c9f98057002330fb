public import MarqueeDomain

/// A ``/MarqueeDomain/TimeSource`` that tells the time it is set to, for deterministic tests.
///
/// Time stands still until a test moves it with ``advance(minutes:)`` or ``set(_:)``.
public actor ManualTimeSource: TimeSource {
    private var current: Timestamp

    /// Creates a clock showing `now`.
    public init(now: Timestamp = SharedFixtures.now) {
        self.current = now
    }

    /// The time the test set; it does not move on its own.
    public func now() async -> Timestamp { current }

    /// Moves the clock forward (or back, with a negative amount).
    public func advance(minutes: Int) {
        current = current.adding(minutes: minutes)
    }

    /// Moves the clock forward by whole seconds (back, when negative).
    public func advance(seconds: Int64) {
        current = Timestamp(secondsSinceEpoch: current.secondsSinceEpoch &+ seconds)
    }

    /// Sets the clock to `time`.
    public func set(_ time: Timestamp) {
        current = time
    }
}
