import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders …`: tickets.
struct OrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "Place, pay, cancel or refund, show and list orders for tickets.",
        discussion: """
            An order holds its seats from the moment it is placed; it is then paid or cancelled, once. \
            Cancelling frees the seats; cancelling a paid order refunds it (a manager's desk, through the \
            service).
            """,
        subcommands: [
            OrdersPlaceCommand.self, OrdersPayCommand.self, OrdersCancelCommand.self, OrdersShowCommand.self,
            OrdersListCommand.self,
        ]
    )
}

/// `--json` for the commands that print one order.
struct OrderOutputOptions: ParsableArguments {
    @Flag(
        help: """
            Print the order as JSON (fields: id, customerID, customerName, lines, ticketCount, total, status, placedAt, \
            placedBy, paidAt, cancelledAt, refundedAt, settledBy).
            """)
    var json = false
}

/// The order `orders pay|show|cancel` act on, and how to print it.
struct OneOrderArguments: ParsableArguments {
    @Argument(help: "The order's id, as marquee orders list shows it.", transform: Parse.orderID)
    var id: OrderID

    @OptionGroup var output: OrderOutputOptions
}

extension AsyncParsableCommand {
    /// Runs a command on the one order `order` names: `command` is the
    /// order view model's command for it, given the id and the output format.
    @MainActor
    func run(
        _ options: GlobalOptions, order: OneOrderArguments,
        _ command: @MainActor (OrderViewModel, OrderID, OutputFormat) async -> CommandOutput
    ) async throws {
        try await run(options) { app in
            await command(
                OrderViewModel(boxOffice: try await app.boxOffice(), times: try app.times()), order.id,
                OutputFormat(json: order.output.json))
        }
    }
}
