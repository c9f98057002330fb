import MarqueeTerminalModel
public import MarqueeDomain

/// How a one-shot command ended; a command line maps it to an exit status.
public enum CommandOutcome: Equatable, Sendable {
    /// It did its job.
    case success
    /// It could not: not found, a broken rule, a failing source or storage.
    case failure
    /// What the person typed or configured is malformed.
    case usageError
    /// This desk's role does not allow the action (through the box office service).
    case notPermitted
    /// A change was sent and no answer came back: whether it was made is not known.
    case outcomeUnknown
}

/// Whether a one-shot command prints text for people or JSON for scripts.
public enum OutputFormat: Equatable, Sendable {
    /// Lines for people.
    case text
    /// One JSON document.
    case json
}

/// Everything a one-shot command prints and how it ends, rendered by
/// Presentation from a screen's state: the front end only writes the lines
/// and turns ``outcome`` into an exit status.
///
/// Text lines pass through ``/MarqueeTerminalModel/TerminalText/neutralized(_:)`` here, the one
/// boundary every text output crosses, so text from outside (a TMDB title,
/// an error message, a database row) never reaches a terminal as control
/// sequences; JSON escapes the same characters (see ``JSONValue/text``).
public struct CommandOutput: Equatable, Sendable {
    /// Lines for standard output.
    public let standardOutput: [String]
    /// Bytes for standard output instead of lines (an image piped on), or `nil`.
    public private(set) var binary: [UInt8]?
    /// Lines for standard error: warnings, and the one-line error of a failure.
    public let standardError: [String]
    /// How the command ended.
    public let outcome: CommandOutcome

    /// Creates an output; text lines are neutralized.
    public init(standardOutput: [String], standardError: [String] = [], outcome: CommandOutcome = .success) {
        self.init(
            standardOutput: standardOutput.map(TerminalText.neutralized), standardError: standardError,
            outcome: outcome, raw: ())
    }

    /// Creates an output whose standard output is already safe (JSON text).
    init(standardOutput: [String], standardError: [String], outcome: CommandOutcome, raw _: Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError.map(TerminalText.neutralized)
        self.outcome = outcome
    }

    /// A success printing `lines`.
    public static func printing(_ lines: [String]) -> CommandOutput {
        CommandOutput(standardOutput: lines)
    }

    /// A success writing `bytes` to standard output as they are.
    public static func bytes(_ bytes: [UInt8]) -> CommandOutput {
        var output = CommandOutput(standardOutput: [], standardError: [], outcome: .success, raw: ())
        output.binary = bytes
        return output
    }

    /// A failure with one error line, `marquee: <message>`.
    public static func failed(_ message: String, usage: Bool = false) -> CommandOutput {
        failed(message, outcome: usage ? .usageError : .failure)
    }

    /// A failure with one error line, `marquee: <message>`, ending as `outcome`.
    public static func failed(_ message: String, outcome: CommandOutcome) -> CommandOutput {
        CommandOutput(standardOutput: [], standardError: [ErrorLine.text(message)], outcome: outcome, raw: ())
    }

    /// The same output with `warnings` on standard error before its own lines.
    public func warning(_ warnings: [String]) -> CommandOutput {
        guard !warnings.isEmpty else { return self }
        var output = CommandOutput(
            standardOutput: standardOutput, standardError: warnings.map(ErrorLine.warning) + standardError,
            outcome: outcome, raw: ()
        )
        output.binary = binary
        return output
    }
}

/// The form of Marquee's lines on standard error.
public enum ErrorLine {
    /// `marquee: <message>`.
    public static func text(_ message: String) -> String { "marquee: \(message)" }

    /// `marquee: warning: <message>`.
    public static func warning(_ message: String) -> String { "marquee: warning: \(message)" }
}

/// What stopped a command, worded for a person.
public struct CommandFailureText: Equatable, Sendable {
    /// The one line.
    public let message: String
    /// How the command ends: a failure, a usage error (exit status 64), a
    /// refused permission, an unknown outcome.
    public let outcome: CommandOutcome

    /// Creates the failure text.
    public init(_ message: String, outcome: CommandOutcome) {
        self.message = message
        self.outcome = outcome
    }

    /// Creates the failure text of a failure, or of a usage error.
    public init(_ message: String, isUsage: Bool) {
        self.init(message, outcome: isUsage ? .usageError : .failure)
    }

    /// Whether it is about what the person typed (exit status 64).
    public var isUsage: Bool { outcome == .usageError }
}

extension CommandOutput {
    /// The output of a one-shot command that ended in `state`: the one-line
    /// failure when there is one, else the state rendered as text or JSON.
    static func rendering<State>(
        _ state: State, failure: CommandFailureText?, format: OutputFormat,
        text: (State) -> [String], json: (State) -> JSONValue
    ) -> CommandOutput {
        if let failure { return .failed(failure.message, outcome: failure.outcome) }
        return switch format {
        case .text: .printing(text(state))
        case .json: .json(json(state))
        }
    }
}

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

extension ErrorLine {
    /// A malformed command line in one line, like every other error:
    /// `marquee: Unknown option '--bogus'; see 'marquee movies search --help'.`
    ///
    /// - Parameters:
    ///   - message: What the argument parser found wrong.
    ///   - command: The command's words, such as `marquee movies search`.
    public static func usage(_ message: String, command: String) -> String {
        let trimmed = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        let sentence = trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
        return TerminalText.neutralized(text("\(sentence); see '\(command) --help'."))
    }
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
