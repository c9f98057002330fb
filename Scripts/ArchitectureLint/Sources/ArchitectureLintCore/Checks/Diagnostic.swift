/// One violation, located in a file of the workspace.
public struct Diagnostic: Sendable, Codable, Hashable, Comparable {
    /// Path relative to the workspace root.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column.
    public let column: Int
    /// The rule that was broken.
    public let rule: Rule
    /// What is wrong, in one sentence.
    public let message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, rule: Rule, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.message = message
    }

    /// Orders by file, then position, then rule, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.line, rhs.column, rhs.rule.rawValue, rhs.message)
    }
}
