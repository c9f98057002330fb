import Foundation

/// Renders a lint result as SARIF 2.1.0, for code-scanning tools: one run
/// whose driver lists every rule with its description and help, and one
/// result per diagnostic with its exact region.
public enum SARIFReporter {
    /// The SARIF log as pretty-printed JSON with sorted keys.
    public static func render(_ result: LintResult) -> String {
        let rules = Rule.allCases
        let driver: [String: Any] = [
            "name": "architecture-lint",
            "rules": rules.map { rule in
                [
                    "id": rule.rawValue,
                    "name": rule.rawValue,
                    "shortDescription": ["text": rule.summary],
                    "fullDescription": ["text": rule.summary],
                    "help": ["text": rule.help],
                    "defaultConfiguration": ["level": rule.severity.rawValue],
                ] as [String: Any]
            },
        ]
        let results: [[String: Any]] = result.diagnostics.map { diagnostic in
            [
                "ruleId": diagnostic.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: diagnostic.rule) ?? 0,
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.message],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": diagnostic.path, "uriBaseId": "%SRCROOT%"],
                            "region": [
                                "startLine": diagnostic.line, "startColumn": diagnostic.column,
                                "endLine": diagnostic.endLine, "endColumn": diagnostic.endColumn,
                            ],
                        ]
                    ]
                ],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": driver],
                    "results": results,
                ] as [String: Any]
            ],
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
