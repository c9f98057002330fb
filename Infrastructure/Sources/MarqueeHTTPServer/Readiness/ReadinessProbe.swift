import Synchronization

/// Runs the application's readiness check for `/ready` within a deadline:
/// a check that has not answered by then counts as "not ready", so a store
/// that never answers cannot hang a probe (or pile up the probes that wait).
///
/// Not a task group: a group waits for all its children, so a check that
/// ignores cancellation would hold the answer as long as it hangs. The check
/// runs in a task of its own instead, raced by a timer; concurrent probes
/// share a check in flight, and a check older than the deadline is
/// abandoned (cancelled) for a fresh one, so a store that comes back is
/// seen by the next probe.
final class ReadinessProbe: Sendable {
    private struct Check {
        let task: Task<Bool, Never>
        let started: ContinuousClock.Instant
        let number: Int
    }

    private let check: @Sendable () async -> Bool
    private let deadline: Duration
    private let inFlight = Mutex<(check: Check?, count: Int)>((nil, 0))

    init(deadline: Duration, check: @escaping @Sendable () async -> Bool) {
        self.deadline = deadline
        self.check = check
    }

    /// Whether the application says it is ready, within the deadline.
    func isReady() async -> Bool {
        await Self.value(of: currentCheck(), within: deadline)
    }

    private func currentCheck() -> Task<Bool, Never> {
        inFlight.withLock { state in
            let now = ContinuousClock.now
            if let current = state.check, now - current.started < deadline { return current.task }
            state.check?.task.cancel()
            state.count += 1
            let number = state.count
            let task = Task { [check] in
                let ready = await check()
                self.finished(number)
                return ready
            }
            state.check = Check(task: task, started: now, number: number)
            return task
        }
    }

    /// A finished check is not shared: the next probe asks again.
    private func finished(_ number: Int) {
        inFlight.withLock { state in
            if state.check?.number == number { state.check = nil }
        }
    }

    private static func value(of task: Task<Bool, Never>, within deadline: Duration) async -> Bool {
        let answer = OnceAnswer()
        return await withCheckedContinuation { continuation in
            answer.set(continuation)
            let timer = Task {
                try? await Task.sleep(for: deadline)
                answer.resume(false)
            }
            Task {
                let ready = await task.value
                timer.cancel()
                answer.resume(ready)
            }
        }
    }
}

/// A continuation resumed once, by whichever of the check and the timer
/// answers first.
private final class OnceAnswer: Sendable {
    private let continuation = Mutex<CheckedContinuation<Bool, Never>?>(nil)

    func set(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func resume(_ value: Bool) {
        continuation.withLock { continuation in
            continuation?.resume(returning: value)
            continuation = nil
        }
    }
}
