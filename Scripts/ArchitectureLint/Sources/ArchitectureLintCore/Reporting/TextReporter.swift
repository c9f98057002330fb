/// Renders a lint result the way compilers do, so editors and CI annotate it:
/// `path:line:col: error: message [rule]`, then a summary line.
public enum TextReporter {
    /// The report, one diagnostic per line, ending with a summary line.
    public static func render(_ result: LintResult) -> String {
        var lines = result.diagnostics.map {
            "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]"
        }
        let checked =
            "\(result.filesScanned) Swift \(result.filesScanned == 1 ? "file" : "files"), \(result.packagesChecked) \(result.packagesChecked == 1 ? "package" : "packages") checked"
        let errors = result.diagnostics.filter { $0.severity == .error }
        let warnings = result.diagnostics.count - errors.count
        let warned = warnings == 0 ? "" : ", \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        if result.isClean {
            lines.append("architecture-lint: no violations\(warned) (\(checked))")
        } else {
            let files = Set(errors.map(\.path)).count
            let count = errors.count
            lines.append(
                "architecture-lint: \(count) \(count == 1 ? "violation" : "violations") in \(files) \(files == 1 ? "file" : "files")\(warned) (\(checked))"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
