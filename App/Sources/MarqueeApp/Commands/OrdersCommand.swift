import ArgumentParser

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
