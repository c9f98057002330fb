/// The outcome of a lint run.
public struct LintResult: Sendable, Codable, Equatable {
    /// Every unsuppressed violation, sorted by file and position.
    public let diagnostics: [Diagnostic]
    /// How many Swift files were scanned.
    public let filesScanned: Int
    /// How many packages were checked.
    public let packagesChecked: Int

    /// Creates a result.
    public init(diagnostics: [Diagnostic], filesScanned: Int, packagesChecked: Int) {
        self.diagnostics = diagnostics
        self.filesScanned = filesScanned
        self.packagesChecked = packagesChecked
    }

    /// Whether the workspace follows the policy.
    public var isClean: Bool { !diagnostics.contains { $0.severity == .error } }
}
