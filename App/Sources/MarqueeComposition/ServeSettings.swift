/// How `marquee serve` listens: the address, the port, the metrics
/// listener's port and the TLS certificate and key, as the command line
/// gives them.
public struct ServeSettings: Sendable {
    /// The address to listen on.
    public var host: String
    /// The TCP port (0: any free one).
    public var port: Int
    /// The port of a second listener, on 127.0.0.1 only, that serves
    /// `/metrics` without a desk token; `nil` for none.
    public var metricsPort: Int?
    /// A PEM certificate chain to serve HTTPS with (with ``tlsKey``).
    public var tlsCertificate: String?
    /// The certificate's PEM private key.
    public var tlsKey: String?
    /// How many minutes an unpaid order holds its seats (`--hold`); `nil`
    /// for the configuration's (`MARQUEE_HOLD_MINUTES`, else 15).
    public var holdMinutes: Int?

    /// Creates the settings.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, metricsPort: Int? = nil, tlsCertificate: String? = nil,
        tlsKey: String? = nil, holdMinutes: Int? = nil
    ) {
        self.holdMinutes = holdMinutes
        self.host = host
        self.port = port
        self.metricsPort = metricsPort
        self.tlsCertificate = tlsCertificate
        self.tlsKey = tlsKey
    }

    /// Whether the address is this machine's own (only it can listen in).
    public var isLoopback: Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host.lowercased()) || host.hasPrefix("127.")
    }
}
