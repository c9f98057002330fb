import MarqueeTerminalModel
/// Why the terminal could not be set up, read or written.
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Kind: Sendable, Hashable {
        /// Standard input or output is not a terminal (a pipe or a file).
        case notATerminal
        /// A termios call failed (`tcgetattr`, `tcsetattr`).
        case modeChangeFailed
        /// Writing to the terminal failed.
        case writeFailed
        /// The input thread's wake-up pipe could not be made.
        case setupFailed
    }

    /// What failed.
    public let kind: Kind
    /// The `errno` at the time, 0 when none applies.
    public let errorNumber: Int32

    /// An error of a kind, with the errno that explains it.
    public init(_ kind: Kind, errorNumber: Int32 = 0) {
        self.kind = kind
        self.errorNumber = errorNumber
    }

    /// The kind and errno, for logs.
    public var description: String {
        errorNumber == 0 ? "TerminalError(\(kind))" : "TerminalError(\(kind), errno \(errorNumber))"
    }
}
