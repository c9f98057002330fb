import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee screenings change <screening-id> [--at TIME] [--hall H] [--price P] [--json]`.
struct ScreeningsChangeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "change",
        abstract: "Move a screening still to come, or change its price while no seat is sold or held.",
        discussion: """
            What is not given stays. A new time keeps the limits of scheduling (in the future, at most a year \
            ahead); the hall must be free then, cleaning included. A new price needs no seat sold or held; orders \
            keep the price they were placed at. Only a manager desk may change screenings through the service.

            EXAMPLES
              marquee screenings change s-tmxck81cy5 --at 2026-12-24T21:00
              marquee screenings change s-tmxck81cy5 --hall B --price "9.50 EUR" --json
            """
    )

    @Argument(help: "The screening's id, as marquee program lists it.", transform: Parse.screeningID)
    var screening: ScreeningID

    @Option(help: ArgumentHelp("The new local start: YYYY-MM-DDTHH:MM or \"YYYY-MM-DD HH:MM\".", valueName: "time"))
    var at: String?

    @Option(
        help: ArgumentHelp("The new hall: 1–16 letters or digits, such as A or IMAX1.", valueName: "hall"),
        transform: Parse.hall)
    var hall: Hall?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The new ticket price with its currency: \"12.50 EUR\".", valueName: "price"),
        transform: Parse.price)
    var price: Money?

    @Flag(help: "Print the screening as JSON (the fields of marquee screenings schedule --json).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard at != nil || hall != nil || price != nil else {
            throw ValidationError("Say what changes: --at, --hall or --price (or more than one).")
        }
    }

    func run() async throws {
        try await run(options) { app in
            let times = try app.times()
            let startsAt = try at.map { text in try Input.time(text, in: times) }
            return await ChangeScreeningViewModel(boxOffice: try await app.boxOffice(), times: times)
                .changeCommand(
                    screening, ScreeningChange(startsAt: startsAt, hall: hall, ticketPrice: price),
                    format: OutputFormat(json: json))
        }
    }
}
