import ArgumentParser
import Foundation
import SkeletonCommandLine
import SkeletonComposition
import SkeletonDomain
import SkeletonPresentation

extension AsyncParsableCommand {
    /// Runs one command: reads the configuration, lets `body` ask the
    /// composition root for its use cases and Presentation for the output,
    /// prints it, and ends with the exit status its outcome maps to (0, 1,
    /// or 64 for malformed input or configuration).
    @MainActor
    func run(_ options: GlobalOptions, _ body: @MainActor (AppComposition) async throws -> CommandOutput) async throws {
        var output: CommandOutput
        var app: AppComposition?
        do {
            let composition = AppComposition(configuration: try configuration(options))
            app = composition
            output = try await body(composition)
        } catch let problem as ConfigurationProblem {
            output = problem.output
        } catch let failure as CompositionFailure {
            output = failure.output
        } catch let failure as StorageFailure {
            output = .failed(failure.userMessage)
        }
        await app?.shutdown()
        try Self.emit(output)
    }
@@if terminal

    /// Runs the full-screen app: reads the configuration, builds every
    /// screen's context (a broken configuration ends in one line and its exit
    /// status, before the screen opens) and hands the terminal to the app
    /// until it quits.
    @MainActor
    func runInteractive(_ options: GlobalOptions, mouse: Bool) async throws {
        let app: AppComposition
        let tabs: [ScreenTab]
        do {
            // Log lines on standard error would tear the full-screen picture.
            app = AppComposition(configuration: try configuration(options), logsToStandardError: false)
            tabs = try await app.screens()
        } catch let problem as ConfigurationProblem {
            return try Self.emit(problem.output)
        } catch let failure as CompositionFailure {
            return try Self.emit(failure.output)
        }
        defer { Task { await app.shutdown() } }
        try await TerminalApp.run(mouse: mouse) { colors in ScreenApp(tabs: tabs, colors: colors) }
    }
@@endif

    /// The configuration from `options` and the environment.
    private func configuration(_ options: GlobalOptions) throws(ConfigurationProblem) -> AppConfiguration {
        try AppConfiguration(
            dataDirectoryOption: options.dataDirectory,
@@if postgresql
            databaseURLOption: options.databaseURL,
@@endif
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// Writes `output` and ends with its exit status.
    private static func emit(_ output: CommandOutput) throws {
        if let bytes = output.binary {
            FileHandle.standardOutput.write(Data(bytes))
        } else {
            for line in output.standardOutput { print(line) }
        }
        if !output.standardError.isEmpty {
            FileHandle.standardError.write(Data(output.standardError.map { $0 + "\n" }.joined().utf8))
        }
        if output.outcome != .success { throw ExitCode(output.outcome.exitStatus) }
    }
}
