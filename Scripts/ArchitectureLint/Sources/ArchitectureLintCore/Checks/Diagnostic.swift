/// One violation, located in a file of the workspace.
public struct Diagnostic: Sendable, Codable, Hashable, Comparable {
    /// Path relative to the workspace root.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column (UTF-8).
    public let column: Int
    /// 1-based line where the offending node ends.
    public let endLine: Int
    /// 1-based column one past the offending node's last character (UTF-8).
    public let endColumn: Int
    /// The rule that was broken.
    public let rule: Rule
    /// Whether it fails the run.
    public let severity: Severity
    /// What is wrong, in one sentence.
    public let message: String

    /// Creates a diagnostic; without an end, it covers one character.
    public init(
        path: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil, rule: Rule, message: String
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column + 1
        self.rule = rule
        self.severity = rule.severity
        self.message = message
    }

    /// Orders by file, then position, then rule, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.line, rhs.column, rhs.rule.rawValue, rhs.message)
    }
}
