import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders list --user NAME [--json]`.
struct OrdersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a customer's orders, newest first.",
        discussion: """
            EXAMPLES
              marquee orders list --user Ripley
              marquee orders list --user ripley --json
            """
    )

    @Option(help: ArgumentHelp("The customer's name (any letter case).", valueName: "name"), transform: Parse.userName)
    var user: UserName

    @Flag(help: "Print the orders as JSON (fields: customerID, customerName, orders).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await CustomerOrdersViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .listCommand(user, format: OutputFormat(json: json))
        }
    }
}
