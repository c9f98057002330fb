import ArgumentParser

/// `marquee users …`: the box office's customers.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Register, rename, delete and list customers.",
        discussion: """
            A user name is 3–32 letters, digits, . _ or -, unique ignoring letter case; orders name their \
            customer by it (marquee orders place --user <name>).
            """,
        subcommands: [
            UsersRegisterCommand.self, UsersRenameCommand.self, UsersDeleteCommand.self, UsersListCommand.self,
        ]
    )
}
