import Dispatch
import Foundation
import Glibc
import Synchronization

/// The shared state and threads behind a ``TestHTTPServer``. Threads hold
/// the core, not the server, so releasing the server can still stop them.
final class TestHTTPServerCore: Sendable {
    struct State {
        var queues: [String: [TestHTTPBehaviour]] = [:]
        var routes: [String: TestHTTPBehaviour] = [:]
        var fallback: (@Sendable (RecordedRequest) -> TestHTTPBehaviour?)?
        var requests: [RecordedRequest] = []
        var connections: Set<Int32> = []
        var liveThreads = 0
        var stopped = false
    }

    let state = Mutex(State())
    private let listener: Int32
    private let threads = DispatchGroup()

    init(listener: Int32) {
        self.listener = listener
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    func start() {
        spawn { [self] in acceptLoop() }
    }

    /// Runs `body` on a new thread that ``stop()`` waits for.
    private func spawn(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        state.withLock { $0.liveThreads += 1 }
        Thread { [self] in
            body()
            state.withLock { $0.liveThreads -= 1 }
            threads.leave()
        }.start()
    }

    func stop() {
        let firstStop = state.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.stopped = true
            // Under the lock: a connection thread removes its descriptor
            // before closing it, so none of these can have been reused.
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
            return true
        }
        if firstStop { shutdown(listener, Int32(SHUT_RDWR)) }
        threads.wait()
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if isStopped { return }
                if errno != EINTR { usleep(1000) }
                continue
            }
            let admitted = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections.insert(client)
                return true
            }
            guard admitted else {
                close(client)
                return
            }
            Socket.setNoDelay(client)
            spawn { [self] in serve(client) }
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.connections.remove(connection) }
            close(connection)
        }
        var buffer: [UInt8] = []
        while !isStopped {
            guard let request = RequestReader.next(from: connection, buffer: &buffer) else { return }
            let behaviour = record(request)
            let responder = Responder(connection: connection, isHead: request.method == "HEAD") { [self] in
                isStopped
            }
            guard responder.perform(behaviour) else { return }
        }
    }

    private func record(_ request: RecordedRequest) -> TestHTTPBehaviour {
        let path = request.path
        let (scripted, fallback) = state.withLock {
            state -> (TestHTTPBehaviour?, (@Sendable (RecordedRequest) -> TestHTTPBehaviour?)?) in
            state.requests.append(request)
            if var queue = state.queues[path], !queue.isEmpty {
                let next = queue.removeFirst()
                state.queues[path] = queue
                return (next, nil)
            }
            return (state.routes[path], state.fallback)
        }
        if let scripted { return scripted }
        return fallback?(request) ?? .status(404, body: "no route for \(path)")
    }
}
