import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

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

    @Argument(help: "The order's id, as marquee orders list shows it.", transform: Parse.orderID)
    var id: OrderID

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await OrderViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .payCommand(id, format: OutputFormat(json: output.json))
        }
    }
}
