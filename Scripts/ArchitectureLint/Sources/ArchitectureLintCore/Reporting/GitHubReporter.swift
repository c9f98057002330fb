/// Renders a lint result as GitHub Actions workflow commands, so each
/// diagnostic becomes an annotation on its line of the pull request.
public enum GitHubReporter {
    /// One `::error …::message` (or `::warning`) line per diagnostic.
    public static func render(_ result: LintResult) -> String {
        result.diagnostics.map { diagnostic in
            let properties = [
                "file=\(escapeProperty(diagnostic.path))", "line=\(diagnostic.line)", "col=\(diagnostic.column)",
                "endLine=\(diagnostic.endLine)", "endColumn=\(diagnostic.endColumn)",
                "title=\(escapeProperty("architecture-lint: \(diagnostic.rule.rawValue)"))",
            ]
            return
                "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }.joined()
    }

    /// Escapes a message as the workflow-command format requires.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, which also may not hold `:` or `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
