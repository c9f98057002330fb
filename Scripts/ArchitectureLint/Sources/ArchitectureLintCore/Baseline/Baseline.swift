import Foundation

/// Violations frozen on purpose, so a workspace can adopt the lint before it
/// is clean: later runs report only new violations, and an entry that no
/// longer matches anything is itself an error (so the file only shrinks).
///
/// Entries are keyed by file, rule and message — never by line — and kept
/// sorted, one per line, so unrelated edits do not churn the file.
public struct Baseline: Sendable, Equatable {
    /// One frozen violation.
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        /// Path relative to the workspace root.
        public let path: String
        /// The rule's name.
        public let rule: String
        /// The diagnostic's message.
        public let message: String

        /// Orders by file, rule, then message.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.message) < (rhs.path, rhs.rule, rhs.message)
        }
    }

    /// The entries, sorted; a violation found twice is listed twice.
    public let entries: [Entry]

    /// A baseline freezing every error of a result.
    public init(freezing result: LintResult) {
        entries = result.diagnostics.filter { $0.severity == .error }
            .map { Entry(path: $0.path, rule: $0.rule.rawValue, message: $0.message) }.sorted()
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``BaselineError`` when it is missing or not a baseline.
    public init(contentsOf url: URL) throws(BaselineError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BaselineError(path: url.path, problem: "cannot read the file (\(error.localizedDescription))")
        }
        struct File: Decodable {
            let version: Int
            let entries: [Entry]
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else {
                throw BaselineError(path: url.path, problem: "unknown version \(file.version)")
            }
            entries = file.entries.sorted()
        } catch let error as BaselineError {
            throw error
        } catch {
            throw BaselineError(path: url.path, problem: "not a baseline file (\(error))")
        }
    }

    /// The file's text: sorted keys, one entry per line.
    public func rendered() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = entries.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
        let body = lines.isEmpty ? "" : "\n    " + lines.joined(separator: ",\n    ") + "\n  "
        return "{\n  \"version\": 1,\n  \"entries\": [\(body)]\n}\n"
    }

    /// The result without the violations this baseline freezes, plus one
    /// `stale-baseline` error per entry that matched nothing.
    ///
    /// - Parameter path: the baseline's path as reported (relative to the root).
    public func apply(to result: LintResult, path: String) -> LintResult {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            let key = Entry(path: diagnostic.path, rule: diagnostic.rule.rawValue, message: diagnostic.message)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                kept.append(diagnostic)
            }
        }
        for (index, entry) in entries.enumerated() {
            guard let count = remaining[entry], count > 0 else { continue }
            remaining[entry] = count - 1
            // Entry n sits on line n + 4 of the rendered file.
            kept.append(
                Diagnostic(
                    path: path, line: index + 4, column: 5, rule: .staleBaseline,
                    message:
                        "baseline entry for \(entry.path) [\(entry.rule)] matches no violation any more: \(entry.message)"
                ))
        }
        return LintResult(
            diagnostics: kept.sorted(), filesScanned: result.filesScanned, packagesChecked: result.packagesChecked)
    }
}

/// A baseline file that cannot be used (exit status 2).
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What is wrong with it.
    public let problem: String

    /// A message for the terminal.
    public var description: String { "\(path): error: \(problem)" }
}
