import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee cache …`: the TMDB response cache and the poster cache.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cached TMDB answers and posters.",
        subcommands: [CacheStatsCommand.self, CacheClearCommand.self]
    )
}

/// `marquee cache stats [--json]`.
struct CacheStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show how many answers and posters are cached, their size and the oldest.",
        discussion: """
            EXAMPLES
              marquee cache stats
              marquee cache stats --json
            """
    )

    @Flag(help: "Print the figures as JSON (fields: responses, posters; each entries, bytes, oldest, location).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await CacheStatsViewModel(catalog: try app.catalog()).statsCommand(format: OutputFormat(json: json))
        }
    }
}

/// `marquee cache clear`.
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove every cached TMDB answer and poster (recent searches are kept).",
        discussion: """
            EXAMPLES
              marquee cache clear
            """
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await CacheStatsViewModel(catalog: try app.catalog()).clearCommand()
        }
    }
}
