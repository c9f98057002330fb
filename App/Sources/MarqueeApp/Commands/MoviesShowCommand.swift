import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee movies show <id> [--json]`.
struct MoviesShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one movie's details.",
        discussion: """
            EXAMPLES
              marquee movies show 348
              marquee movies show 194 --json
            """
    )

    @Argument(help: "The movie's id, as search results list it.", transform: Parse.movieID)
    var id: MovieID

    @Flag(help: "Print the movie as JSON.")
    var json = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, source: sourceOptions.source) { app in
            await MovieDetailsViewModel(catalog: try app.catalog()).showCommand(id, format: OutputFormat(json: json))
        }
    }
}
