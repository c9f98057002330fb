import ArgumentParser
import Foundation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "Where Marquee keeps its data (overrides MARQUEE_DATA_DIR and XDG_DATA_HOME).", valueName: "directory"
    ))
    var dataDirectory: String?

    /// The configuration these options and the environment describe.
    func configuration() throws -> AppConfiguration {
        do {
            return try AppConfiguration(dataDirectoryOption: dataDirectory, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure.usage(error.message)
        }
    }
}
