/// Thrown by ``withDeadline(_:operation:)`` when the time runs out.
struct DeadlineExceeded: Error {}

/// Runs `operation`, cancelling it and throwing ``DeadlineExceeded`` when it
/// takes longer than `timeout`.
///
/// URLSession on Linux rounds its own timeouts to whole seconds and fails a
/// sub-second one at once, so precise timeouts race the request against the
/// clock instead. The operation must end promptly when cancelled.
func withDeadline<Value: Sendable>(
    _ timeout: Duration,
    operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask(operation: operation)
        group.addTask {
            try await Task.sleep(for: timeout)
            throw DeadlineExceeded()
        }
        defer { group.cancelAll() }
        guard let value = try await group.next() else { throw CancellationError() }
        return value
    }
}
