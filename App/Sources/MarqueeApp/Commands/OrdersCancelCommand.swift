import ArgumentParser
import MarqueePresentation

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
        try await run(options) { app throws(CompositionFailure) in
            try await app.makeOrder().cancelCommand(orderIDText: id, format: OutputFormat(json: output.json))
        }
    }
}
