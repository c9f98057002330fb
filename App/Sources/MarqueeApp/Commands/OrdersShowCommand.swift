import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders show <id> [--json]`.
struct OrdersShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one order: its customer, tickets, total, status and the desks that placed and settled it.",
        discussion: """
            EXAMPLES
              marquee orders show o-3f8q1z6mwa
              marquee orders show o-3f8q1z6mwa --json
            """
    )

    @Argument(help: "The order's id, as marquee orders list shows it.", transform: Parse.orderID)
    var id: OrderID

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await OrderViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .showCommand(id, format: OutputFormat(json: output.json))
        }
    }
}
