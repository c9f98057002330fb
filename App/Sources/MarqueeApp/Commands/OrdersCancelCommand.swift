import ArgumentParser

/// `marquee orders cancel <id> [--json]`.
struct OrdersCancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Cancel an unpaid order and free its seats.",
        discussion: """
        EXAMPLES
          marquee orders cancel o-3f8q1z6mwa
          marquee orders cancel o-3f8q1z6mwa --json
        """
    )

    @Argument(help: "The order's id, as marquee orders list shows it.")
    var id: String

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures {
            let app = AppComposition(configuration: try options.configuration())
            try await app.changeOrder(.cancel(orderID: id), json: output.json)
        }
    }
}
