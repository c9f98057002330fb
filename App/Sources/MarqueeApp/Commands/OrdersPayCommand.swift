import ArgumentParser

/// `marquee orders pay <id> [--json]`.
struct OrdersPayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay",
        abstract: "Record the payment of an unpaid order.",
        discussion: """
        EXAMPLES
          marquee orders pay o-3f8q1z6mwa
          marquee orders pay o-3f8q1z6mwa --json
        """
    )

    @Argument(help: "The order's id, as marquee orders list shows it.")
    var id: String

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures {
            let app = AppComposition(configuration: try options.configuration())
            try await app.changeOrder(.pay(orderID: id), json: output.json)
        }
    }
}
