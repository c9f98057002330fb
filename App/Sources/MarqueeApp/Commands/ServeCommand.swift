import ArgumentParser
import MarqueeComposition

/// `marquee serve [--host H] [--port P] [--metrics-port M] [--tls-cert F --tls-key F]`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the box office as an HTTP service for ticket desks.",
        discussion: """
            Runs the box office's use cases for desks that run marquee with --server and \
            MARQUEE_DESK_TOKEN (marquee desks add NAME --role clerk|manager prints a token), over this \
            machine's store (the data directory's SQLite file, or --database-url), with this machine's \
            clock, catalog and prices. Every request but /health and /ready needs a desk token, and \
            every change is checked against the desk's role. GET /openapi.yaml is the API. \
            --metrics-port serves /metrics (Prometheus) on 127.0.0.1 without a token. --tls-cert and \
            --tls-key serve HTTPS. Logs one line per request on standard error, naming the desk \
            (MARQUEE_LOG sets the level; info by default). SIGTERM or Ctrl-C stops it after the \
            requests in flight.

            EXAMPLES
              marquee serve
              marquee serve --host 0.0.0.0 --port 8443 --tls-cert cert.pem \\
                  --tls-key key.pem --metrics-port 9090
              marquee serve --host 0.0.0.0 --port 8080 --database-url postgres://…
            """
    )

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The TCP port (0: any free one, printed when listening).", valueName: "port"))
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "Serve /metrics, without a desk token, on this port of 127.0.0.1 only.", valueName: "port"))
    var metricsPort: Int?

    @Option(help: ArgumentHelp("Serve HTTPS with this PEM certificate chain (with --tls-key).", valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
    var tlsKey: String?

    @Option(
        help: ArgumentHelp(
            "How many minutes an unpaid order holds its seats, 1 to 1440 (overrides MARQUEE_HOLD_MINUTES; "
                + "default: 15).", valueName: "minutes"))
    var hold: String?

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535; got \(port).") }
        if let metricsPort, !(0...65535).contains(metricsPort) {
            throw ValidationError("--metrics-port must be 0 to 65535; got \(metricsPort).")
        }
    }

    func run() async throws {
        try await runServer(
            options,
            ServeSettings(
                host: host, port: port, metricsPort: metricsPort, tlsCertificate: tlsCert, tlsKey: tlsKey),
            hold: hold)
    }
}
