/// Renders a lint result the way compilers do, so editors and CI annotate it:
/// `path:line:col: error: message [rule]`, then a summary line.
public enum TextReporter {
    /// The report, one diagnostic per line, ending with a summary line.
    public static func render(_ result: LintResult) -> String {
        var lines = result.diagnostics.map { "\($0.path):\($0.line):\($0.column): error: \($0.message) [\($0.rule.rawValue)]" }
        let checked = "\(result.filesScanned) Swift \(result.filesScanned == 1 ? "file" : "files"), \(result.packagesChecked) \(result.packagesChecked == 1 ? "package" : "packages") checked"
        if result.isClean {
            lines.append("architecture-lint: no violations (\(checked))")
        } else {
            let files = Set(result.diagnostics.map(\.path)).count
            let count = result.diagnostics.count
            lines.append("architecture-lint: \(count) \(count == 1 ? "violation" : "violations") in \(files) \(files == 1 ? "file" : "files") (\(checked))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
