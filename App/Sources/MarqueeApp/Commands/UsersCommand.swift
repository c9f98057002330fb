import ArgumentParser

/// `marquee users …`: the box office's customers.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Register, rename, delete and list customers.",
        discussion: """
            A user name is 3–32 letters of any script, digits, spaces, ' . _ or -, unique ignoring letter \
            case (Jean Dupont, Zoë, O'Brien, 李小龍); orders name their customer by it (marquee orders place \
            --user <name>; quote a name with a space: --user 'Jean Dupont').
            """,
        subcommands: [
            UsersRegisterCommand.self, UsersRenameCommand.self, UsersDeleteCommand.self, UsersListCommand.self,
        ]
    )
}
