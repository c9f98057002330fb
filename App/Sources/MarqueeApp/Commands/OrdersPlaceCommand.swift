import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders place (--user NAME | --walk-in) --screening ID [--quantity N] … [--json]`.
struct OrdersPlaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Order tickets for an upcoming screening, held until paid; or sell them to a walk-in, paid at once.",
        discussion: """
            EXAMPLES
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --quantity 2
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --json
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --quantity 2 \\
                  --screening s-9q3v0c8xa2 --quantity 1
              marquee orders place --walk-in --screening s-7k2m9x4qd1 --quantity 2

            A walk-in is someone who is not registered: the tickets are sold and paid at once (take the money), \
            the order says walk-in, and it can be refunded like any order.

            Several --screening options make one order: all its seats are reserved, or none. \
            Give one --quantity per --screening, or one --quantity for all (default 1).
            """
    )

    @Option(help: ArgumentHelp("The customer's name (any letter case).", valueName: "name"), transform: Parse.userName)
    var user: UserName?

    @Flag(help: "Sell to a walk-in, no registered customer: paid at once.")
    var walkIn = false

    @Option(
        help: ArgumentHelp(
            "The screening's id, as marquee program lists it; repeat for one order over several.", valueName: "id"),
        transform: Parse.screeningID)
    var screening: [ScreeningID]

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("How many tickets: one per --screening, or one for all (default 1).", valueName: "count"),
        transform: Parse.ticketCount)
    var quantity: [Int] = []

    func validate() throws {
        guard (user != nil) != walkIn else {
            throw ValidationError(
                walkIn
                    ? "Give --user NAME or --walk-in, not both."
                    : "Say who buys: --user NAME, or --walk-in for someone not registered.")
        }
        guard quantity.count <= 1 || quantity.count == screening.count else {
            throw ValidationError(
                "Give one --quantity per --screening (\(screening.count)), or a single --quantity for all.")
        }
    }

    /// Each screening with its quantity.
    var tickets: [TicketRequest] {
        let quantities =
            quantity.count == screening.count ? quantity : Array(repeating: quantity.first ?? 1, count: screening.count)
        return zip(screening, quantities).map { TicketRequest(screeningID: $0, quantity: $1) }
    }

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            let order = OrderViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
            let format = OutputFormat(json: output.json)
            guard let user else { return await order.sellWalkInCommand(tickets: tickets, format: format) }
            return await order.placeCommand(for: user, tickets: tickets, format: format)
        }
    }
}
