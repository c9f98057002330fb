import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee sample …`: a sample cinema to try the box office with.
struct SampleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Load or clear a sample cinema: a week of screenings, customers and orders.",
        subcommands: [SampleLoadCommand.self, SampleClearCommand.self]
    )
}

/// `marquee sample load [--seed N] [--force] [--json]`.
struct SampleLoadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Write a sample cinema into an empty box office.",
        discussion: """
            Writes a week of screenings from today at 14:00, 17:30 and 21:00 local time in halls A (120 seats), \
            B (80) and C (24), of real films from the catalog; seven customers; and their paid and unpaid \
            orders, with two screenings sold out and two nearly full. The same seed gives the same cinema. \
            Refused when the box office already holds customers or screenings, unless --force (then names and \
            halls already taken are left out). marquee sample clear removes exactly what this wrote.

            EXAMPLES
              marquee sample load
              marquee sample load --seed 7 --json
            """
    )

    @Option(
        help: ArgumentHelp("Picks the sample: the same seed, the same cinema (default 1979).", valueName: "number"),
        transform: Parse.seed)
    var seed: UInt64?

    @Flag(help: "Load it beside customers and screenings already stored.")
    var force = false

    @Flag(help: "Print what was written as JSON (fields: customers, screenings, orders).")
    var json = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, source: sourceOptions.source) { app in
            await SampleCinemaViewModel(sample: try await app.sample(), times: try app.times())
                .loadCommand(seed: seed, force: force, format: OutputFormat(json: json))
        }
    }
}

/// `marquee sample clear [--json]`.
struct SampleClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove the sample cinema, and nothing else.",
        discussion: """
            Removes the sample's orders, screenings and customers. A sample screening that orders of others \
            are for, and a sample customer who placed orders of their own, are kept (and listed).
            """
    )

    @Flag(
        help: """
            Print what was removed as JSON (fields: customersRemoved, screeningsRemoved, ordersRemoved, \
            customersKept, screeningsKept).
            """)
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await SampleCinemaViewModel(sample: try await app.sample(), times: try app.times())
                .clearCommand(format: OutputFormat(json: json))
        }
    }
}
