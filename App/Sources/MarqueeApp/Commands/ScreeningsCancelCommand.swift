import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee screenings cancel <screening-id> [--yes] [--json]`.
struct ScreeningsCancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Call off a screening still to come: its unpaid orders are cancelled, its paid ones refunded.",
        discussion: """
            Without --yes it only says what it would do: how many orders it would cancel and refund, the money \
            that would go back and the seats freed; nothing changes. With --yes it cancels the screening, records \
            when and by which desk, and lists the orders it settled. An order for several screenings is \
            cancelled or refunded whole. Only a manager desk may cancel screenings through the service.

            EXAMPLES
              marquee screenings cancel s-tmxck81cy5
              marquee screenings cancel s-tmxck81cy5 --yes
            """
    )

    @Argument(help: "The screening's id, as marquee program lists it.", transform: Parse.screeningID)
    var screening: ScreeningID

    @Flag(help: "Cancel it; without this flag nothing changes.")
    var yes = false

    @Flag(help: "Print the screening and its orders as JSON (fields: cancelled, screening, orders).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await CancelScreeningViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .cancelCommand(screening, confirmed: yes, format: OutputFormat(json: json))
        }
    }
}
