import ArgumentParser

/// `marquee movies …`: the movie catalog.
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "Search movies, show one, list recent searches, save a poster.",
        subcommands: [
            MoviesSearchCommand.self, MoviesShowCommand.self, MoviesRecentCommand.self, MoviesPosterCommand.self,
        ]
    )
}
