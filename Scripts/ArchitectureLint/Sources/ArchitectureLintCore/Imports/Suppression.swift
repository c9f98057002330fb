/// An inline `// architecture:allow <rule>: <why>` comment.
public struct Suppression: Sendable, Equatable {
    /// The rule it silences, such as `import-policy`; empty when missing.
    public let rule: String
    /// Why the exception is fine; empty when missing (itself an error).
    public let reason: String
    /// Line and column of the comment.
    public let line: Int
    /// Column of the comment.
    public let column: Int
    /// The lines whose diagnostics it silences: every line of the
    /// declaration it sits on (before, inside or after it), or in a manifest
    /// of the array element or argument.
    public let targetLines: ClosedRange<Int>

    /// The comment marker that introduces a suppression.
    public static let marker = "architecture:allow"

    /// Whether the suppression names a rule and gives a reason.
    public var isWellFormed: Bool {
        !rule.isEmpty && !reason.isEmpty
    }
}
