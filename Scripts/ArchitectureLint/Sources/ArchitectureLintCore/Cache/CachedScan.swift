/// What the parse cache keeps of one Swift file: its scan without its path
/// (the same bytes scan alike wherever they are), and the names in the whole
/// file's `#if` conditions once a check has needed them.
struct CachedScan: Sendable, Equatable {
    let imports: [ImportDeclaration]
    let suppressions: [Suppression]
    let conditionFlags: [ConditionFlag]
    let hasConditionsAfterHeader: Bool
    /// The condition names of the whole file, when only its header was
    /// scanned and the trait check asked for the rest; nil until then.
    var wholeFileConditionFlags: [ConditionFlag]?

    init(
        imports: [ImportDeclaration], suppressions: [Suppression], conditionFlags: [ConditionFlag],
        hasConditionsAfterHeader: Bool, wholeFileConditionFlags: [ConditionFlag]? = nil
    ) {
        self.imports = imports
        self.suppressions = suppressions
        self.conditionFlags = conditionFlags
        self.hasConditionsAfterHeader = hasConditionsAfterHeader
        self.wholeFileConditionFlags = wholeFileConditionFlags
    }

    init(_ file: ScannedFile) {
        self.init(
            imports: file.imports, suppressions: file.suppressions, conditionFlags: file.conditionFlags,
            hasConditionsAfterHeader: file.hasConditionsAfterHeader)
    }

    /// The scan as the checks use it, for the file at `path`.
    func file(at path: String) -> ScannedFile {
        ScannedFile(
            path: path, imports: imports, suppressions: suppressions, conditionFlags: conditionFlags,
            hasConditionsAfterHeader: hasConditionsAfterHeader)
    }
}
