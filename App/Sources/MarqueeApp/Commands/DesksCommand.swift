import ArgumentParser

/// `marquee desks …`: the ticket desks allowed to use the box office service.
struct DesksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desks",
        abstract: "Add, list or revoke the ticket desks allowed to use the box office service (marquee serve).",
        discussion: """
            Run these where marquee serve runs, against the same store (the data directory's SQLite \
            file, or --database-url). A desk's token is printed once, when it is added; only its \
            SHA-256 digest is kept.
            """,
        subcommands: [DesksAddCommand.self, DesksListCommand.self, DesksRevokeCommand.self]
    )
}
