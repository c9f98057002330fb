import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 for tests, written on POSIX sockets.
///
/// Start one per test; it listens on an ephemeral port until ``stop()`` (or
/// until it is released). Script it per path: ``enqueue(_:_:)`` queues
/// one-shot behaviours consumed in order, ``route(_:_:)`` sets the behaviour
/// once the queue is empty, and ``setFallback(_:)`` answers anything else
/// (unknown paths get 404). It records every request it receives, so tests
/// can assert what was sent and how often.
///
/// Each connection is served on its own thread; ``stop()`` shuts every socket
/// down and returns only after all of the server's threads have ended.
public final class TestHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    private let core: TestHTTPServerCore

    /// Starts a server on an ephemeral loopback port.
    ///
    /// - Throws: ``TestHTTPServerError`` when the socket cannot be set up.
    public init() throws(TestHTTPServerError) {
        let listener = try Socket.listenOnLoopback()
        port = listener.port
        core = TestHTTPServerCore(listener: listener.descriptor)
        core.start()
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops accepting, drops every open connection, and waits for all of the
    /// server's threads to end. Safe to call more than once.
    public func stop() {
        core.stop()
    }

    /// Answers every request to `path` (matched without the query) with
    /// `behaviour` once the path's queue is empty.
    public func route(_ path: String, _ behaviour: TestHTTPBehaviour) {
        core.state.withLock { $0.routes[path] = behaviour }
    }

    /// Queues one-shot behaviours for `path`, used in order before its route.
    public func enqueue(_ path: String, _ behaviours: TestHTTPBehaviour...) {
        core.state.withLock { $0.queues[path, default: []].append(contentsOf: behaviours) }
    }

    /// Answers requests no queue or route covers; return `nil` for a 404.
    public func setFallback(_ handler: @escaping @Sendable (RecordedRequest) -> TestHTTPBehaviour?) {
        core.state.withLock { $0.fallback = handler }
    }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] {
        core.state.withLock { $0.requests }
    }

    /// The requests received for `path` (matched without the query).
    public func requests(to path: String) -> [RecordedRequest] {
        requests.filter { $0.path == path }
    }

    /// How many of the server's threads (acceptor and connections) are
    /// running; 0 once ``stop()`` has returned.
    public var liveThreadCount: Int {
        core.state.withLock { $0.liveThreads }
    }

    /// A loopback port nothing listens on, for "connection refused" tests.
    ///
    /// - Throws: ``TestHTTPServerError`` when no socket can be bound.
    public static func unusedPort() throws(TestHTTPServerError) -> UInt16 {
        try Socket.unusedLoopbackPort()
    }
}
