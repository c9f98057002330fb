import ArgumentParser
import Foundation
import MarqueeInteractive
import MarqueePresentation

extension AsyncParsableCommand {
    /// Runs one command: reads the configuration, lets `body` build its view
    /// model and ask Presentation for the output, prints it, and ends with the
    /// exit status its outcome maps to (0, 1, or 64 for malformed input).
    @MainActor
    func run(
        _ options: GlobalOptions, source: CatalogSource? = nil,
        _ body: @MainActor (AppComposition) async throws(CompositionFailure) -> CommandOutput
    ) async throws {
        let output: CommandOutput
        do {
            let configuration = try AppConfiguration(
                dataDirectoryOption: options.dataDirectory, sourceOption: source,
                databaseURLOption: options.databaseURL, environment: ProcessInfo.processInfo.environment
            )
            output = try await body(AppComposition(configuration: configuration))
        } catch let problem as ConfigurationProblem {
            output = problem.output
        } catch let failure as CompositionFailure {
            output = failure.output
        }
        try Self.emit(output)
    }

    /// Runs the full-screen box office: reads the configuration, builds its
    /// services (a broken configuration or an unusable data file ends in one
    /// line and its exit status, before the screen opens) and hands the
    /// terminal to it until it quits.
    @MainActor
    func runInteractive(_ options: GlobalOptions, source: CatalogSource?) async throws {
        let services: BoxOfficeServices
        do {
            let configuration = try AppConfiguration(
                dataDirectoryOption: options.dataDirectory, sourceOption: source,
                databaseURLOption: options.databaseURL, environment: ProcessInfo.processInfo.environment
            )
            // Log lines on standard error would tear the full-screen picture.
            services = try await AppComposition(configuration: configuration, logsToStandardError: false)
                .makeBoxOfficeServices()
        } catch let problem as ConfigurationProblem {
            return try Self.emit(problem.output)
        } catch let failure as CompositionFailure {
            return try Self.emit(failure.output)
        }
        let posters = HalfBlockPosterRenderer()
        try await InteractiveTerminal.run { colors in
            BoxOfficeApp(services: services, posterRenderer: posters, colors: colors)
        }
    }

    /// Writes `output` and ends with its exit status.
    private static func emit(_ output: CommandOutput) throws {
        for line in output.standardOutput { print(line) }
        if !output.standardError.isEmpty {
            FileHandle.standardError.write(Data(output.standardError.map { $0 + "\n" }.joined().utf8))
        }
        switch output.outcome {
        case .success: return
        case .failure: throw ExitCode.failure
        case .usageError: throw ExitCode.validationFailure
        }
    }
}

extension OutputFormat {
    /// `--json` or not.
    init(json: Bool) {
        self = json ? .json : .text
    }
}
