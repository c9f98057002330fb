import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee users delete <name> [--json]`.
struct UsersDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a customer; refused while they have unpaid orders.",
        discussion: """
            Paid and cancelled orders stay in the box office's history.

            EXAMPLES
              marquee users delete Ripley
            """
    )

    @Argument(help: "The user's name (any letter case).", transform: Parse.userName)
    var name: UserName

    @Flag(help: "Print the deleted user as JSON (fields: id, name).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await UsersViewModel(accounts: try await app.accounts()).deleteCommand(
                name, format: OutputFormat(json: json))
        }
    }
}
