public import MarqueeCommandLine
public import MarqueeDomain

/// Marquee on the command line: its error lines begin `marquee:`.
public enum MarqueeProgram: CommandLineProgram {
    /// `marquee`.
    public static let name = "marquee"
}

/// Everything a one-shot command prints and how it ends: the kit's, naming Marquee.
public typealias CommandOutput = ProgramOutput<MarqueeProgram>
/// The form of Marquee's lines on standard error: `marquee: <message>`.
public typealias ErrorLine = ProgramErrorLine<MarqueeProgram>
extension CatalogError {
    /// This error as a command's failure line.
    var failureText: CommandFailureText { CommandFailureText(userMessage, outcome: outcome) }
}

extension CinemaError {
    /// This error as a command's failure line, times in `times`' zone.
    func failureText(times: LocalTimeFormat) -> CommandFailureText {
        CommandFailureText(userMessage(times: times), outcome: outcome)
    }
}

extension InputProblem {
    /// This problem as a command's failure: one line, a usage error.
    public var output: CommandOutput { .failed(message(for: .commandLine), usage: true) }
}

extension AccountsError {
    /// This error as a command's failure line.
    var failureText: CommandFailureText { CommandFailureText(userMessage, outcome: outcome) }
}

extension StorageFailure {
    /// How a command that met this failure ends: unknown when a change was
    /// sent and no answer came, else a failure.
    public var outcome: CommandOutcome { reason == .outcomeUnknown ? .outcomeUnknown : .failure }
}
