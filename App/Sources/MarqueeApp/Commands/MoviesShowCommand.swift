import ArgumentParser

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

    @Argument(help: "The movie's id, as search results list it.")
    var id: String

    @Flag(help: "Print the movie as JSON.")
    var json = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures {
            let app = AppComposition(configuration: try sourceOptions.configuration(options))
            try await app.showMovie(idText: id, json: json)
        }
    }
}
