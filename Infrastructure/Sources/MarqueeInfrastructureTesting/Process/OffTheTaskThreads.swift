import Foundation

/// Runs `body` on a thread of its own and waits for it without holding one of
/// the test process's task threads.
///
/// Swift Testing runs tests as tasks on Swift's cooperative pool: one thread
/// per core. A test that blocks its thread for seconds — reading a child
/// process's output to the end, waiting for it to exit — takes that thread
/// from every other test. With two cores, two such tests (six loader
/// processes each, under ThreadSanitizer) left the pool without a thread for
/// thirty seconds: PostgresNIO's connection pool, which runs as a task, never
/// handed out a connection, and every PostgreSQL and HTTP test of the run
/// failed at its deadline (issue 34). Blocking here happens on a plain thread.
public func offTheTaskThreads<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 1 << 20
        thread.start()
    }
}

/// ``offTheTaskThreads(_:)`` for a body that cannot throw.
public func offTheTaskThreads<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
