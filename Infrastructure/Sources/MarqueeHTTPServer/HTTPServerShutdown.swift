import ServiceLifecycle
import Synchronization

/// Stops a running ``HTTPServer`` as SIGTERM does: it accepts no more
/// connections, lets the requests in flight finish, and ``HTTPServer/run(services:handlingSignals:shutdown:onRunning:)``
/// returns.
///
/// Prefer it to cancelling the task that runs the server: a cancelled server
/// can leave a connection it had just accepted unserved, and SwiftNIO traps
/// on such a connection ("Deinited NIOAsyncWriter without calling finish()",
/// apple/swift-nio#3481), which ends the whole process.
public final class HTTPServerShutdown: Sendable {
    private let state = Mutex<(group: ServiceGroup?, requested: Bool)>((nil, false))

    /// A shutdown to give to one server's `run`.
    public init() {}

    /// Starts the graceful shutdown, now or as soon as the server runs; returns at once.
    public func trigger() async {
        let group = state.withLock { state in
            state.requested = true
            return state.group
        }
        await group?.triggerGracefulShutdown()
    }

    /// The server's services, whose shutdown ``trigger()`` starts.
    func attach(_ group: ServiceGroup) async {
        let requested = state.withLock { state in
            state.group = group
            return state.requested
        }
        if requested { await group.triggerGracefulShutdown() }
    }
}
