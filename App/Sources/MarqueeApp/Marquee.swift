import ArgumentParser

/// `marquee`: a cinema box office for the terminal.
@main
struct Marquee: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "A cinema box office for the terminal.",
        discussion: """
        Searches movies in the offline catalog bundled with Marquee (no network or API key needed) \
        and remembers your recent searches.

        EXAMPLES
          marquee movies search "star wars"
          marquee movies search alien --page 2 --json
          marquee movies show 348
          marquee movies recent

        EXIT CODES
          0   success
          1   not found, or the data could not be read or saved (the message says which)
          64  malformed input: an empty query, page 0 or past the last page, a non-numeric id, an unknown option

        ENVIRONMENT
          MARQUEE_DATA_DIR  where Marquee keeps its data (default: $XDG_DATA_HOME/marquee, else ~/.local/share/marquee)
        """,
        subcommands: [MoviesCommand.self]
    )
}
