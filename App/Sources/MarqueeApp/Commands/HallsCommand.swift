import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee halls …`: the cinema's halls and their seats.
struct HallsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "halls",
        abstract: "List the cinema's halls with their seats, or add one; a screening sells at most its hall's seats.",
        subcommands: [HallsListCommand.self, HallsAddCommand.self],
        defaultSubcommand: HallsListCommand.self
    )
}

/// `marquee halls list [--json]`.
struct HallsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the halls by name, with their seats.",
        discussion: """
            EXAMPLES
              marquee halls list
              marquee halls list --json
            """
    )

    @Flag(help: "Print the halls as JSON (fields: halls, each with name and seats).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await HallsViewModel(boxOffice: try await app.boxOffice()).listCommand(format: OutputFormat(json: json))
        }
    }
}

/// `marquee halls add <name> --seats N [--json]`.
struct HallsAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a hall with its seats.",
        discussion: """
            A screening in the hall then takes its seats unless --seats asks for fewer. A hall not added \
            here is added by the first screening scheduled in it, with that screening's seats. Only a manager \
            desk may add halls through the service.

            EXAMPLES
              marquee halls add A --seats 120
              marquee halls add IMAX1 --seats 400 --json
            """
    )

    @Argument(help: "The hall's name: 1–16 letters or digits, such as A or IMAX1.", transform: Parse.hall)
    var name: Hall

    @Option(
        parsing: .unconditional, help: ArgumentHelp("How many seats it has (1–10000).", valueName: "count"),
        transform: Parse.seatCount)
    var seats: Int

    @Flag(help: "Print the hall as JSON (fields: name, seats).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await HallsViewModel(boxOffice: try await app.boxOffice()).addCommand(
                name, seats: seats, format: OutputFormat(json: json))
        }
    }
}
