import Foundation

/// Renders a lint result as JSON for tools: `diagnostics` (path, line,
/// column, rule, message), `filesScanned`, `packagesChecked`.
public enum JSONReporter {
    /// The report as pretty-printed JSON with sorted keys.
    public static func render(_ result: LintResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(result) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
