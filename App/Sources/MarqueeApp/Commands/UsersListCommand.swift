import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee users list [--json]`.
struct UsersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every customer, by name.",
        discussion: """
            EXAMPLES
              marquee users list
              marquee users list --json
            """
    )

    @Flag(help: "Print the users as JSON (field: users, each with id and name).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await UsersViewModel(accounts: try await app.accounts()).listCommand(format: OutputFormat(json: json))
        }
    }
}
