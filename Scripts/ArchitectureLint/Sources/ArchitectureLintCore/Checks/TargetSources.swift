/// A target with its scanned Swift files.
struct TargetSources: Sendable {
    let target: ResolvedTarget
    let files: [ScannedFile]

    /// Every import of every file, with its file.
    var imports: [(file: ScannedFile, declaration: ImportDeclaration)] {
        files.flatMap { file in file.imports.map { (file, $0) } }
    }
}

extension ImportDeclaration {
    /// ", under #if X" when the import sits in a conditional branch.
    var conditionSuffix: String {
        conditions.isEmpty ? "" : "; under \(conditions.joined(separator: " › "))"
    }

    func location(in file: ScannedFile) -> SourceLocation {
        SourceLocation(path: file.path, line: line, column: column, endLine: endLine, endColumn: endColumn)
    }
}
