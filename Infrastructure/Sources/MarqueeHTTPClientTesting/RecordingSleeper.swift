public import MarqueeHTTPClient
import Synchronization

/// A ``Sleeper`` that returns at once and remembers every wait it was asked
/// for, so retry tests are fast and can assert the waits.
public final class RecordingSleeper: Sendable {
    private let storage = Mutex<[Duration]>([])

    /// Creates a sleeper with no recorded waits.
    public init() {}

    /// The waits requested so far, in order.
    public var durations: [Duration] {
        storage.withLock { $0 }
    }

    /// The sleeper to inject; it throws `CancellationError` if the task is cancelled.
    public var sleeper: Sleeper {
        Sleeper { [self] duration in
            storage.withLock { $0.append(duration) }
            try Task.checkCancellation()
        }
    }
}
