import ArgumentParser

/// `marquee screenings …`: putting movies on the program.
struct ScreeningsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenings",
        abstract: "Schedule screenings (see marquee program for what is on).",
        subcommands: [ScreeningsScheduleCommand.self]
    )
}
