import Synchronization

/// Counts how many times a handler ran.
final class RunCounter: Sendable {
    private let runs = Mutex(0)

    var count: Int { runs.withLock { $0 } }

    /// Counts one run; its number, from 1.
    @discardableResult func increment() -> Int {
        runs.withLock { runs in
            runs += 1
            return runs
        }
    }
}
