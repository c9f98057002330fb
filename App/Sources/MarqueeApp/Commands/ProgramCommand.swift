import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee program [--bookable] [--json]`.
struct ProgramCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "program",
        abstract: "List upcoming screenings with the seats left.",
        discussion: """
            Screenings that have not started, earliest first, then by hall; times in the local zone (TZ is \
            respected). Seats held by unpaid orders count as sold until the order is cancelled.

            EXAMPLES
              marquee program
              marquee program --bookable
              TZ=Europe/Berlin marquee program --json
            """
    )

    @Flag(help: "Leave out sold-out screenings.")
    var bookable = false

    @Flag(help: "Print the program as JSON (fields: timeZone, screenings).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await ProgramViewModel(boxOffice: try await app.boxOffice(), times: try app.times())
                .programCommand(bookableOnly: bookable, format: OutputFormat(json: json))
        }
    }
}
