/// Finds where something is declared in a manifest's text, so manifest
/// diagnostics point at a line. The structure itself always comes from
/// `dump-package`; this only places the cursor.
struct ManifestLocator: Sendable {
    let path: String
    let lines: [String]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first line at or after `start` (0-based) containing `needle`.
    private func find(_ needle: String, from start: Int = 0) -> SourceLocation? {
        guard start < lines.count else { return nil }
        for index in start..<lines.count {
            if let range = lines[index].range(of: needle) {
                let column = lines[index].utf8.distance(from: lines[index].startIndex, to: range.lowerBound) + 1
                return SourceLocation(path: path, line: index + 1, column: column)
            }
        }
        return nil
    }

    private var top: SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    /// Where a target is declared (`name: "X"`).
    func target(_ name: String) -> SourceLocation {
        find("name: \"\(name)\"") ?? find("\"\(name)\"") ?? top
    }

    /// Where a target lists a dependency, searching from the target's line.
    func dependency(_ dependency: String, of target: String) -> SourceLocation {
        let start = self.target(target)
        return find("\"\(dependency)\"", from: start.line - 1) ?? start
    }

    /// Where a package-level dependency on a local path is declared.
    func packageDependency(lastPathComponent: String) -> SourceLocation {
        find("/\(lastPathComponent)\"") ?? find("\"\(lastPathComponent)\"") ?? top
    }

    /// Where the language modes are declared.
    var languageModes: SourceLocation {
        find("swiftLanguageModes") ?? find("swiftLanguageVersions") ?? top
    }
}
