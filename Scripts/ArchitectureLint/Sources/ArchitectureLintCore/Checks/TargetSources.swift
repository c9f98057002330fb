/// A target with its scanned Swift files.
struct TargetSources: Sendable {
    let target: ResolvedTarget
    let files: [ScannedFile]
    /// Every import of every file, with its file; gathered once, as each
    /// check reads them all.
    let imports: [(file: ScannedFile, declaration: ImportDeclaration)]

    init(target: ResolvedTarget, files: [ScannedFile]) {
        self.target = target
        self.files = files
        imports = files.flatMap { file in file.imports.map { (file, $0) } }
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
