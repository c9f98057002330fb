/// The ports an ``HTTPServer`` listens on, once it listens (a port set to 0
/// in ``HTTPServerSettings`` is the one the system chose).
public struct HTTPServerPorts: Sendable, Equatable {
    /// The main listener's: the application's API, `/health` and `/ready`.
    public let service: Int
    /// The metrics listener's on 127.0.0.1, or `nil` when there is none.
    public let metrics: Int?

    /// Creates the ports.
    public init(service: Int, metrics: Int?) {
        self.service = service
        self.metrics = metrics
    }
}
