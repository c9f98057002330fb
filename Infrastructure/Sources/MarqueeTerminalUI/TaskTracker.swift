/// The work the interactive screens started and have not finished: loads,
/// searches, debounce waits. Key handling never waits for it, so a slow
/// answer never freezes the keyboard; tests wait for it with ``settle()``.
@MainActor
public final class TaskTracker {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// A tracker with nothing running.
    public init() {}

    /// Starts `body` and keeps hold of it until it ends.
    @discardableResult
    public func run(_ body: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await body()
            self?.running[id] = nil
        }
        running[id] = task
        return task
    }

    /// Waits until every task started so far, and every task those start, has ended.
    public func settle() async {
        while let (id, task) = running.first {
            await task.value
            running[id] = nil
        }
    }
}

/// A wait of `duration` on `clock`, its deadline fixed now (when the key
/// is pressed), not when the waiting task first runs.
public func deadlineWait(on clock: some Clock<Duration>, for duration: Duration) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
}
