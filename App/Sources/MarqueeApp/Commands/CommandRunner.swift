import ArgumentParser
import Foundation
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

extension AsyncParsableCommand {
    /// Runs one command: reads the configuration, lets `body` ask the
    /// composition root for its use cases and Presentation for the output,
    /// prints it, and ends with the exit status its outcome maps to (0, 1,
    /// or 64 for malformed input or configuration).
    @MainActor
    func run(
        _ options: GlobalOptions, source: CatalogSource? = nil,
        _ body: @MainActor (AppComposition) async throws -> CommandOutput
    ) async throws {
        var output: CommandOutput
        var app: AppComposition?
        do {
            let configuration = try AppConfiguration(
                dataDirectoryOption: options.dataDirectory, sourceOption: source,
                databaseURLOption: options.databaseURL, serverURLOption: options.server,
                environment: ProcessInfo.processInfo.environment
            )
            let composition = AppComposition(configuration: configuration)
            app = composition
            output = try await body(composition)
        } catch let problem as ConfigurationProblem {
            output = problem.output
        } catch let failure as CompositionFailure {
            output = failure.output
        } catch let problem as InputProblem {
            output = problem.output
        }
        await app?.shutdown()
        try Self.emit(output)
    }

    /// Runs the full-screen box office: reads the configuration, builds each
    /// feature's tab (``Features/tabs(_:_:)``; a broken configuration ends in
    /// one line and its exit status, before the screen opens) and hands the
    /// terminal to the app until it quits.
    @MainActor
    func runInteractive(_ options: GlobalOptions, source: CatalogSource?, mouse: Bool) async throws {
        let app: AppComposition
        let tabs: [ScreenTab]
        do {
            let configuration = try AppConfiguration(
                dataDirectoryOption: options.dataDirectory, sourceOption: source,
                databaseURLOption: options.databaseURL, serverURLOption: options.server,
                environment: ProcessInfo.processInfo.environment
            )
            // Log lines on standard error would tear the full-screen picture.
            app = AppComposition(configuration: configuration, logsToStandardError: false)
            let times = try app.times()
            let sample = SampleOffer(sample: app.offersSample ? try await app.sample() : nil, times: times)
            tabs = try await Features.tabs(
                app, TabSupport(times: times, posterRenderer: HalfBlockPosterRenderer(), sample: sample))
        } catch let problem as ConfigurationProblem {
            return try Self.emit(problem.output)
        } catch let failure as CompositionFailure {
            return try Self.emit(failure.output)
        }
        defer { Task { await app.shutdown() } }
        let readOnly = app.dataIsReadOnly
        try await TerminalApp.run(
            mouse: mouse, crashReports: app.configuration.crashReportsDirectory,
            drill: CrashDrill(environment: ProcessInfo.processInfo.environment)
        ) { colors in
            ScreenApp(tabs: tabs, colors: colors, readOnly: readOnly)
        }
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
        if let exit = output.outcome.exitCode { throw exit }
    }
}

extension CommandOutcome {
    /// The exit status of a command that ended so (``CommandOutcome/exitStatus``):
    /// none for a success.
    var exitCode: ExitCode? { self == .success ? nil : ExitCode(exitStatus) }
}

/// Parsers for typed arguments: the text is read once, here, by
/// Presentation's ``Input``, whose message the argument parser shows for a
/// value that is not one (`marquee: The value 'x' is invalid for '<id>': …`).
enum Parse {
    static func movieID(_ text: String) throws -> MovieID { try Input.movieID(text) }
    static func page(_ text: String) throws -> PageNumber { try Input.page(text) }
    static func posterSize(_ text: String) throws -> PosterSize { try Input.posterSize(text) }
    static func userName(_ text: String) throws -> UserName { try Input.userName(text) }
    static func screeningID(_ text: String) throws -> ScreeningID { try Input.screeningID(text) }
    static func orderID(_ text: String) throws -> OrderID { try Input.orderID(text) }
    static func deskName(_ text: String) throws -> DeskName { try Input.deskName(text) }
    static func deskRole(_ text: String) throws -> DeskRole { try Input.deskRole(text) }
    static func hall(_ text: String) throws -> Hall { try Input.hall(text) }
    static func price(_ text: String) throws -> Money { try Input.price(text) }
    static func ticketCount(_ text: String) throws -> Int { try Input.ticketCount(text) }
    static func seatCount(_ text: String) throws -> Int { try Input.seatCount(text) }
    static func runtime(_ text: String) throws -> Int { try Input.runtime(text) }
    static func seed(_ text: String) throws -> UInt64 { try Input.seed(text) }
}

extension ServeCommand {
    /// Runs `marquee serve`: reads the configuration, builds the service over
    /// the configured store and serves until SIGTERM or SIGINT. A broken
    /// configuration or an address that cannot be bound ends in one line.
    @MainActor
    func runServer(_ options: GlobalOptions, _ settings: ServeSettings, hold: String? = nil) async throws {
        let app: AppComposition
        var settings = settings
        do {
            let configuration = try AppConfiguration(
                dataDirectoryOption: options.dataDirectory, databaseURLOption: options.databaseURL,
                serverURLOption: options.server, environment: ProcessInfo.processInfo.environment)
            if let hold { settings.holdMinutes = try AppConfiguration.holdMinutes(hold, of: "--hold") }
            app = AppComposition(configuration: configuration)
        } catch {
            return try Self.emitFailure(error.output)
        }
        do throws(CompositionFailure) {
            try await app.serve(
                settings, contexts: Features.served,
                say: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
                warn: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
        } catch {
            await app.shutdown()
            return try Self.emitFailure(error.output)
        }
        await app.shutdown()
    }

    private static func emitFailure(_ output: CommandOutput) throws {
        FileHandle.standardError.write(Data(output.standardError.map { $0 + "\n" }.joined().utf8))
        throw output.outcome.exitCode ?? .failure
    }
}
