import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee users rename <old> <new> [--json]`.
struct UsersRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a customer; their id and orders stay theirs.",
        discussion: """
            EXAMPLES
              marquee users rename Ripley Ellen.Ripley
              marquee users rename dallas Dallas --json
                  (changing only the letter case is fine)
            """
    )

    @Argument(help: "The user's current name (any letter case).", transform: Parse.userName)
    var name: UserName

    @Argument(help: "The new name; nobody else may hold it.", transform: Parse.userName)
    var newName: UserName

    @Flag(help: "Print the renamed user as JSON (fields: id, name).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await UsersViewModel(accounts: try await app.accounts())
                .renameCommand(name, to: newName, format: OutputFormat(json: json))
        }
    }
}
