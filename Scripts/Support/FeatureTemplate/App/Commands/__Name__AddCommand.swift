import ArgumentParser
import __Prefix__CommandLine
import __Prefix__Composition
import __Prefix__Domain
import __Prefix__Presentation

/// `__exe__ __command__ add <title> [--json]`.
struct __Name__AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a __label__.",
        discussion: """
            EXAMPLES
              __exe__ __command__ add "First __label__"
              __exe__ __command__ add "Second __label__" --json
            """
    )

    @Argument(help: "1–80 characters; whitespace is folded.", transform: { try __Name__Input.title($0) })
    var title: __Name__Title

    @Flag(help: "Print the new __label__ as JSON (fields: id, title).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await __Plural__ViewModel(__plural__: try await app.__plural__()).addCommand(title, format: OutputFormat(json: json))
        }
    }
}
