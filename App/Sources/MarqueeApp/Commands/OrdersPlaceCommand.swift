import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee orders place --user NAME --screening ID [--quantity N] … [--json]`.
struct OrdersPlaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Order tickets for an upcoming screening; the seats are held until paid or cancelled.",
        discussion: """
            EXAMPLES
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --quantity 2
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --json
              marquee orders place --user Ripley --screening s-7k2m9x4qd1 --quantity 2 \\
                  --screening s-9q3v0c8xa2 --quantity 1

            Several --screening options make one order: all its seats are reserved, or none. \
            Give one --quantity per --screening, or one --quantity for all (default 1).
            """
    )

    @Option(help: ArgumentHelp("The customer's name (any letter case).", valueName: "name"), transform: Parse.userName)
    var user: UserName

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
            await OrderViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .placeCommand(for: user, tickets: tickets, format: OutputFormat(json: output.json))
        }
    }
}
