import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one `URLRequest` through a delegate-based `URLSession`, so the body
/// can be capped while it streams in and the call reacts to task cancellation.
final class URLSessionTransport: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate

    init(configuration: URLSessionConfiguration) {
        let delegate = SessionDelegate()
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Performs `request` and returns the whole answer, whatever its status.
    ///
    /// - Throws: `CancellationError`, `URLError` or ``TransportFailure``.
    func send(_ request: URLRequest, limit: Int) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        let gate = StartGate(task: task)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task.taskIdentifier, limit: limit, continuation: continuation)
                if !gate.start() {
                    delegate.abandon(task.taskIdentifier, with: CancellationError())
                }
            }
        } onCancel: {
            gate.cancel()
        }
    }
}

/// Orders `resume()` and `cancel()` of a task whose cancellation may arrive
/// before it was started.
private final class StartGate: Sendable {
    private enum State {
        case idle, started, cancelled
    }

    private let task: URLSessionDataTask
    private let state = Mutex(State.idle)

    init(task: URLSessionDataTask) {
        self.task = task
    }

    /// Starts the task; `false` when it was cancelled first.
    func start() -> Bool {
        let shouldStart = state.withLock { state -> Bool in
            guard state == .idle else { return false }
            state = .started
            return true
        }
        if shouldStart { task.resume() }
        return shouldStart
    }

    func cancel() {
        let wasStarted = state.withLock { state -> Bool in
            defer { state = .cancelled }
            return state == .started
        }
        if wasStarted { task.cancel() }
    }
}
