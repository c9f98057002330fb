import ArgumentParser
import MarqueeComposition

/// `marquee serve [--host H] [--port P]`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the box office as an HTTP service for ticket desks.",
        discussion: """
            Serves the catalog, users, screenings and orders of this machine's store (the data \
            directory's SQLite file, or --database-url) to desks that run marquee with --server and \
            MARQUEE_DESK_TOKEN (marquee desks add prints a token). Every request but /health and \
            /ready needs a desk token. GET /openapi.yaml is the API; /metrics is in the Prometheus \
            format. Logs one line per request on standard error (MARQUEE_LOG sets the level; info by \
            default). SIGTERM or Ctrl-C stops it after the requests in flight.

            EXAMPLES
              marquee serve
              marquee serve --host 0.0.0.0 --port 8080 --database-url postgres://…
            """
    )

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The TCP port (0: any free one, printed when listening).", valueName: "port"))
    var port = 8080

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535; got \(port).") }
    }

    func run() async throws {
        try await runServer(options, host: host, port: port)
    }
}
