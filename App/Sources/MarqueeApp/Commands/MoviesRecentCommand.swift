import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee movies recent [--json]`.
struct MoviesRecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "List your recent searches, newest first (at most 10).",
        discussion: """
            EXAMPLES
              marquee movies recent
              marquee movies recent --json
            """
    )

    @Flag(help: "Print the searches as JSON (field: queries).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await RecentQueriesViewModel(catalog: try app.catalog()).listCommand(format: OutputFormat(json: json))
        }
    }
}
