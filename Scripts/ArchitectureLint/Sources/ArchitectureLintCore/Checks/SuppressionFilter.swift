/// Applies `// architecture:allow <rule>: <why>` comments: each silences the
/// diagnostics of its rule on its target line. A suppression without a
/// reason, naming no known rule, or matching nothing is itself an error.
struct SuppressionFilter: Sendable {
    func apply(_ diagnostics: [Diagnostic], suppressions: [String: [Suppression]]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var used: Set<String> = []
        func key(_ path: String, _ suppression: Suppression) -> String {
            "\(path):\(suppression.line):\(suppression.column)"
        }
        for diagnostic in diagnostics {
            let match = (suppressions[diagnostic.path] ?? []).first {
                $0.isWellFormed && $0.rule == diagnostic.rule.rawValue && $0.targetLines.contains(diagnostic.line)
                    && diagnostic.rule.isSuppressible
            }
            if let match {
                used.insert(key(diagnostic.path, match))
            } else {
                kept.append(diagnostic)
            }
        }
        for (path, list) in suppressions {
            for suppression in list {
                let location = SourceLocation(path: path, line: suppression.line, column: suppression.column)
                if suppression.rule.isEmpty || suppression.reason.isEmpty {
                    kept.append(
                        location.diagnostic(
                            .malformedSuppression,
                            "a suppression needs a rule and a reason: // \(Suppression.marker) <rule>: <why>"
                        ))
                } else if Rule(rawValue: suppression.rule).map(\.isSuppressible) != true {
                    let names = Rule.allCases.filter(\.isSuppressible).map(\.rawValue).joined(separator: ", ")
                    kept.append(
                        location.diagnostic(
                            .malformedSuppression,
                            "'\(suppression.rule)' is not a rule that can be suppressed (rules: \(names))"
                        ))
                } else if !used.contains(key(path, suppression)) {
                    kept.append(
                        location.diagnostic(
                            .unusedSuppression,
                            "this suppression of \(suppression.rule) matches no diagnostic on \(describe(suppression.targetLines)); remove it"
                        ))
                }
            }
        }
        return kept
    }

    private func describe(_ lines: ClosedRange<Int>) -> String {
        lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)–\(lines.upperBound)"
    }
}
