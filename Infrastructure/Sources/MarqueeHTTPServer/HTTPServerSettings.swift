/// How an ``HTTPServer`` listens and what it accepts from a client, checked
/// once when it is built.
public struct HTTPServerSettings: Sendable {
    /// The address to bind: a host name or IP address.
    public var host: String
    /// The TCP port; 0 lets the system choose a free one (tests).
    public var port: Int
    /// The port of the metrics listener, bound to 127.0.0.1 only (never to
    /// ``host``), which serves `GET /metrics` without a credential; 0 lets
    /// the system choose. `nil`: metrics are not served.
    public var metricsPort: Int?
    /// HTTPS for the main listener (its certificate chain and private key);
    /// `nil`: plain HTTP. The metrics listener stays plain HTTP on loopback.
    public var tls: HTTPServerTLS?
    /// The largest request body accepted, in bytes. A request that declares a
    /// larger `Content-Length` is refused before its body is read; one that
    /// does not is cut off at the first byte past the limit.
    public var maximumBodyBytes: Int
    /// How long a request's body may take to arrive, from its head on; a
    /// client that sends it slower (or stops sending) is answered 408.
    public var bodyDeadline: Duration
    /// How long a connection may stay silent (between requests, or in the
    /// middle of one) before it is closed.
    public var idleTimeout: Duration
    /// How long `/ready` waits for the application's readiness check before
    /// it answers 503 (a store that does not answer must not hang a probe).
    public var readinessDeadline: Duration
    /// How many connections may wait to be accepted.
    public var backlog: Int
    /// Paths any client may ask for without a credential (liveness and readiness).
    public var publicPaths: Set<String>

    /// Creates settings; the defaults suit a service on a local network.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, metricsPort: Int? = nil, tls: HTTPServerTLS? = nil,
        maximumBodyBytes: Int = 1 << 20, bodyDeadline: Duration = .seconds(10), idleTimeout: Duration = .seconds(30),
        readinessDeadline: Duration = .seconds(1), backlog: Int = 1024,
        publicPaths: Set<String> = ["/health", "/ready"]
    ) {
        self.host = host
        self.port = port
        self.metricsPort = metricsPort
        self.tls = tls
        self.maximumBodyBytes = maximumBodyBytes
        self.bodyDeadline = bodyDeadline
        self.idleTimeout = idleTimeout
        self.readinessDeadline = readinessDeadline
        self.backlog = backlog
        self.publicPaths = publicPaths
    }
}
