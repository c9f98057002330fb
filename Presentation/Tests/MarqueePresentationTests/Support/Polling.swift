import Testing

/// Polls `condition` until it holds, failing after about two seconds.
@MainActor func waitUntil(_ condition: @MainActor () async -> Bool) async throws {
    for _ in 0..<400 {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("condition never held")
}

/// A flag a task raises when it is done, for tests that must not wait on a
/// task that may never finish.
@MainActor final class Flag {
    private(set) var isRaised = false

    func raise() { isRaised = true }
}
