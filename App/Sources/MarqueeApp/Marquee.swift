import ArgumentParser

/// `marquee`: a cinema box office for the terminal.
@main
struct Marquee: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "A cinema box office for the terminal.",
        discussion: """
        Searches movies on TMDB when a TMDB credential is set, otherwise in the offline catalog \
        bundled with Marquee (no network or API key needed), and remembers your recent searches.

        EXAMPLES
          marquee movies search "star wars"
          marquee movies search alien --page 2 --json
          marquee movies show 348
          marquee movies recent

        EXIT CODES
          0   success
          1   not found, TMDB refused the key, could not be reached or failed, or the data could not be
              read or saved (the message says which)
          64  malformed input or configuration: an empty query, page 0 or past the last page, a non-numeric id,
              an unknown option, --source tmdb without a TMDB credential, a bad MARQUEE_TMDB_BASE_URL

        ENVIRONMENT
          MARQUEE_DATA_DIR       where Marquee keeps its data (default: $XDG_DATA_HOME/marquee, else ~/.local/share/marquee)
          TMDB_API_KEY           a TMDB v3 API key: search TMDB instead of the offline catalog
          TMDB_ACCESS_TOKEN      a TMDB v4 read access token (used instead of TMDB_API_KEY when both are set)
          MARQUEE_TMDB_BASE_URL  where the TMDB API is (default: https://api.themoviedb.org), for proxies and tests
          MARQUEE_LOG            log to standard error at this level: trace, debug, info, notice, warning, error, critical
        """,
        subcommands: [MoviesCommand.self]
    )
}
