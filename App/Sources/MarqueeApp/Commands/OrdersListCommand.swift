import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders list [--user NAME] [--unpaid] [--screening ID] [--date D] [--json]`.
struct OrdersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List orders, newest first: a customer's, or everyone's that the filters admit.",
        discussion: """
            With --user alone, the customer's orders. Otherwise every customer's orders, narrowed by each \
            filter given: --unpaid, --screening (an order with a line for it), --date (an order with a line \
            for a screening on that day, in the local zone) and --user.

            EXAMPLES
              marquee orders list --user Ripley
              marquee orders list --unpaid
              marquee orders list --date today --screening s-tgve3qyc13 --json
            """
    )

    @Option(help: ArgumentHelp("The customer's name (any letter case).", valueName: "name"), transform: Parse.userName)
    var user: UserName?

    @Flag(help: "Only unpaid orders.")
    var unpaid = false

    @Option(help: ArgumentHelp("Only orders for this screening.", valueName: "id"), transform: Parse.screeningID)
    var screening: ScreeningID?

    @Option(
        help: ArgumentHelp(
            "Only orders for a screening on this day: YYYY-MM-DD, today, yesterday or tomorrow.", valueName: "day"))
    var date: String?

    @Flag(
        help: """
            Print the orders as JSON (with --user alone, fields: customerID, customerName, orders; otherwise: \
            orders).
            """)
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            let times = try app.times()
            if let user, !unpaid, screening == nil, date == nil {
                return await CustomerOrdersViewModel(boxOffice: try await app.boxOffice(), times: times)
                    .listCommand(user, format: OutputFormat(json: json))
            }
            let now = await app.now()
            let day = try date.map { text in try Input.day(text, in: times, now: now) }
            let filter = OrderFilter(
                customer: user, screening: screening, from: day?.from, to: day?.to, unpaidOnly: unpaid)
            return await OrderListViewModel(boxOffice: try await app.boxOffice(), times: times)
                .listCommand(filter, day: date, format: OutputFormat(json: json))
        }
    }
}
