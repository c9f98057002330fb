import MarqueeTerminalModel

/// A program on the command line: its name begins each of its error lines
/// (`marquee: …`).
///
/// An app names itself once, with a type of its own, and fixes the kit's
/// generic types to it:
///
/// ```swift
/// public enum Ledger: CommandLineProgram { public static let name = "ledger" }
/// public typealias CommandOutput = ProgramOutput<Ledger>
/// public typealias ErrorLine = ProgramErrorLine<Ledger>
/// ```
public protocol CommandLineProgram: Sendable {
    /// The name its error lines begin with, as a person types it.
    static var name: String { get }
}

/// How a one-shot command ended; a command line maps it to an exit status.
public enum CommandOutcome: Equatable, Sendable {
    /// It did its job.
    case success
    /// It could not: not found, a broken rule, a failing source or storage.
    case failure
    /// What the person typed or configured is malformed.
    case usageError
    /// The caller's role does not allow the action.
    case notPermitted
    /// A change was sent and no answer came back: whether it was made is not known.
    case outcomeUnknown

    /// The exit status: 0 for a success, 1 for a failure, 64 (`EX_USAGE`) for
    /// what the person typed, 77 (`EX_NOPERM`) for a role that may not, 75
    /// (`EX_TEMPFAIL`) for a change that got no answer.
    public var exitStatus: Int32 {
        switch self {
        case .success: 0
        case .failure: 1
        case .usageError: 64
        case .notPermitted: 77
        case .outcomeUnknown: 75
        }
    }
}

/// Whether a one-shot command prints text for people or JSON for scripts.
public enum OutputFormat: Equatable, Sendable {
    /// Lines for people.
    case text
    /// One JSON document.
    case json

    /// ``json`` when `json` is set (a `--json` flag), else ``text``.
    public init(json: Bool) {
        self = json ? .json : .text
    }
}

/// Everything a one-shot command prints and how it ends, rendered by a
/// presentation layer from a screen's state: the front end only writes the
/// lines and turns ``outcome`` into an exit status.
///
/// Text lines pass through `TerminalText.neutralized(_:)` here, the one
/// boundary every text output crosses, so text from outside (a title from a
/// web service, an error message, a database row) never reaches a terminal
/// as control sequences; JSON escapes the same characters (see
/// ``JSONValue/text``).
public struct ProgramOutput<Program: CommandLineProgram>: Equatable, Sendable {
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
            verbatim: standardOutput.map(TerminalText.neutralized), standardError: standardError, outcome: outcome)
    }

    /// Creates an output whose standard output is already safe (JSON text).
    private init(verbatim standardOutput: [String], standardError: [String], outcome: CommandOutcome) {
        self.standardOutput = standardOutput
        self.standardError = standardError.map(TerminalText.neutralized)
        self.outcome = outcome
    }

    /// A success printing `lines`.
    public static func printing(_ lines: [String]) -> Self {
        Self(standardOutput: lines)
    }

    /// A success printing `document` as JSON (``JSONValue/text``, which
    /// escapes what a terminal would act on and leaves the data exact).
    public static func json(_ document: JSONValue) -> Self {
        Self(verbatim: [document.text], standardError: [], outcome: .success)
    }

    /// A success writing `bytes` to standard output as they are.
    public static func bytes(_ bytes: [UInt8]) -> Self {
        var output = Self(verbatim: [], standardError: [], outcome: .success)
        output.binary = bytes
        return output
    }

    /// A failure with one error line, `<program>: <message>`; `usage` for
    /// what the person typed (exit status 64).
    public static func failed(_ message: String, usage: Bool = false) -> Self {
        failed(message, outcome: usage ? .usageError : .failure)
    }

    /// A failure with one error line, `<program>: <message>`, ending as `outcome`.
    public static func failed(_ message: String, outcome: CommandOutcome) -> Self {
        Self(verbatim: [], standardError: [ProgramErrorLine<Program>.text(message)], outcome: outcome)
    }

    /// The same output with `warnings` on standard error before its own lines.
    public func warning(_ warnings: [String]) -> Self {
        guard !warnings.isEmpty else { return self }
        var output = Self(
            verbatim: standardOutput, standardError: warnings.map(ProgramErrorLine<Program>.warning) + standardError,
            outcome: outcome)
        output.binary = binary
        return output
    }

    /// The output of a one-shot command that ended in `state`: the one-line
    /// `failure` when there is one, else the state rendered as text or JSON.
    public static func rendering<State>(
        _ state: State, failure: CommandFailureText?, format: OutputFormat,
        text: (State) -> [String], json: (State) -> JSONValue
    ) -> Self {
        if let failure { return .failed(failure.message, outcome: failure.outcome) }
        return switch format {
        case .text: .printing(text(state))
        case .json: .json(json(state))
        }
    }
}

/// The form of a program's lines on standard error.
public enum ProgramErrorLine<Program: CommandLineProgram> {
    /// `<program>: <message>`.
    public static func text(_ message: String) -> String { "\(Program.name): \(message)" }

    /// `<program>: warning: <message>`.
    public static func warning(_ message: String) -> String { "\(Program.name): warning: \(message)" }

    /// A malformed command line in one line, like every other error:
    /// `marquee: Unknown option '--bogus'; see 'marquee movies search --help'.`
    ///
    /// - Parameters:
    ///   - message: What the argument parser found wrong (its `Error: ` and
    ///     final full stop are dropped).
    ///   - command: The command's words, such as `marquee movies search`.
    public static func usage(_ message: String, command: String) -> String {
        let trimmed = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        let sentence = trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
        return TerminalText.neutralized(text("\(sentence); see '\(command) --help'."))
    }
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
