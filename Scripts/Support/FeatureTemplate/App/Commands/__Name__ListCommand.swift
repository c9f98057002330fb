import ArgumentParser
import __Prefix__CommandLine
import __Prefix__Composition
import __Prefix__Presentation

/// `__exe__ __command__ list [--json]`.
struct __Name__ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every __label__, by title.",
        discussion: """
            EXAMPLES
              __exe__ __command__ list
              __exe__ __command__ list --json
            """
    )

    @Flag(help: "Print the __labels__ as JSON (field: __plural__, each with id and title).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await __Plural__ViewModel(__plural__: try await app.__plural__()).listCommand(format: OutputFormat(json: json))
        }
    }
}
