/// A position (and, when known, the extent of a node) in a file of the workspace.
struct SourceLocation: Sendable {
    let path: String
    let line: Int
    let column: Int
    var endLine: Int?
    var endColumn: Int?

    init(path: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    func diagnostic(_ rule: Rule, _ message: String) -> Diagnostic {
        Diagnostic(
            path: path, line: line, column: column, endLine: endLine, endColumn: endColumn, rule: rule, message: message
        )
    }
}
