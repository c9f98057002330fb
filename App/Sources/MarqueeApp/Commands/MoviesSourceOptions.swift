import ArgumentParser
import Foundation

/// `--source tmdb|offline`, for the commands that read movies.
struct MoviesSourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Where movies come from: tmdb (needs TMDB_API_KEY or TMDB_ACCESS_TOKEN) or offline. "
            + "Default: tmdb when a credential is set, else offline.",
        valueName: "source"
    ))
    var source: MovieSource?

    /// The configuration the global options, this option and the environment describe.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` with the configuration's problem.
    func configuration(_ global: GlobalOptions) throws(CommandFailure) -> AppConfiguration {
        do {
            return try AppConfiguration(
                dataDirectoryOption: global.dataDirectory,
                sourceOption: source,
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            throw CommandFailure.usage(error.message)
        }
    }
}
