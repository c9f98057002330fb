/// A position in a file of the workspace.
struct SourceLocation: Sendable {
    let path: String
    let line: Int
    let column: Int

    func diagnostic(_ rule: Rule, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, column: column, rule: rule, message: message)
    }
}
