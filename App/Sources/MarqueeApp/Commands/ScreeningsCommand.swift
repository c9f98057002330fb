import ArgumentParser

/// `marquee screenings …`: putting movies on the program and changing them.
struct ScreeningsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenings",
        abstract: "Schedule, move, reprice or cancel screenings (see marquee program for what is on).",
        subcommands: [ScreeningsScheduleCommand.self, ScreeningsChangeCommand.self, ScreeningsCancelCommand.self]
    )
}
