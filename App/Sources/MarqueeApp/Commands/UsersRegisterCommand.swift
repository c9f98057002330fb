import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee users register <name> [--json]`.
struct UsersRegisterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Register a customer under a name nobody else holds.",
        discussion: """
            EXAMPLES
              marquee users register Ripley
              marquee users register dallas --json
            """
    )

    @Argument(
        help: "3–32 letters of any script, digits, spaces, ' . _ or -; unique ignoring letter case.",
        transform: Parse.userName)
    var name: UserName

    @Flag(help: "Print the new user as JSON (fields: id, name).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await UsersViewModel(accounts: try await app.accounts()).registerCommand(
                name, format: OutputFormat(json: json))
        }
    }
}
