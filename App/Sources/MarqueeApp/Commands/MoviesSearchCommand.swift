import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee movies search <query> [--page N] [--json]`.
struct MoviesSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search movies by title.",
        discussion: """
            Searches TMDB when TMDB_API_KEY or TMDB_ACCESS_TOKEN is set, else the offline catalog \
            (--source forces one); the first line says which answered. Offline, it matches title words \
            ignoring case and accents ("amelie" finds "Amélie"): exact titles first, then titles starting \
            with the query, then titles holding all the words, then any word. Twenty results per page \
            (TMDB serves at most 500 pages). A search that finds something is remembered (see `marquee movies recent`). \
            TMDB's answers are cached in marquee.sqlite: for MARQUEE_CACHE_TTL seconds (default 3600) a page is \
            served without asking TMDB, and when TMDB cannot be reached an older copy is shown with a note \
            such as "(cached 2 h ago — TMDB could not be reached)".

            EXAMPLES
              marquee movies search "star wars"
              marquee movies search star wars --page 2
              marquee movies search amelie --json
              marquee movies search alien --source offline
            """
    )

    @Argument(help: "Words of the title to look for.")
    var query: [String] = []

    @Option(parsing: .unconditional, help: "The page of results to show, from 1.", transform: Parse.page)
    var page: PageNumber = .first

    @Flag(
        help:
            "Print the results as JSON (fields: query, page, totalPages, totalResults, source, movies, stale, cachedAt, warnings)."
    )
    var json = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, source: sourceOptions.source) { app in
            let query = try Input.movieQuery(query)
            return await MoviesListViewModel(search: try app.catalog().search, source: app.source)
                .searchCommand(query, page: page, format: OutputFormat(json: json))
        }
    }
}
