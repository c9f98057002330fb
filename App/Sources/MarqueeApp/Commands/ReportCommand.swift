import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee report [--date D] [--json]`.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "The day's overview: seats and takings per screening, and the totals.",
        discussion: """
            Every screening starting on the day (in the local zone; TZ is respected), earliest first: seats \
            paid, held by unpaid orders and free; money taken, owed and refunded. Then the totals, per \
            currency. Cancelled orders count nowhere. Through the service every desk may read it.

            EXAMPLES
              marquee report
              marquee report --date yesterday
              marquee report --date 2026-12-24 --json
            """
    )

    @Option(help: ArgumentHelp("The day: YYYY-MM-DD, today, yesterday or tomorrow.", valueName: "day"))
    var date = "today"

    @Flag(
        help: """
            Print the report as JSON (fields: day, timeZone, from, to, screenings, seatsPaid, seatsHeld, seatsFree, \
            paid, unpaid, refunded).
            """)
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            let times = try app.times()
            let day = try Input.day(date, in: times, now: await app.now())
            return await DayReportViewModel(boxOffice: try await app.boxOffice(), times: times)
                .reportCommand(day, format: OutputFormat(json: json))
        }
    }
}
