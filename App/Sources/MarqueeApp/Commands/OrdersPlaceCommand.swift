import ArgumentParser

/// `marquee orders place --user NAME --screening ID [--quantity N] [--json]`.
struct OrdersPlaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Order tickets for an upcoming screening; the seats are held until paid or cancelled.",
        discussion: """
        EXAMPLES
          marquee orders place --user Ripley --screening s-7k2m9x4qd1 --quantity 2
          marquee orders place --user Ripley --screening s-7k2m9x4qd1 --json
        """
    )

    @Option(help: ArgumentHelp("The customer's name (any letter case).", valueName: "name"))
    var user: String

    @Option(help: ArgumentHelp("The screening's id, as marquee program lists it.", valueName: "id"))
    var screening: String

    @Option(help: ArgumentHelp("How many tickets.", valueName: "count"))
    var quantity = 1

    @OptionGroup var output: OrderOutputOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures {
            let app = AppComposition(configuration: try options.configuration())
            try await app.changeOrder(
                .place(userName: user, screeningID: screening, quantity: quantity), json: output.json
            )
        }
    }
}
