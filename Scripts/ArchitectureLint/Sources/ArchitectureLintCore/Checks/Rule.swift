/// The rules the lint checks; their names are what suppressions refer to.
public enum Rule: String, Sendable, Codable, CaseIterable {
    /// A manifest declares a dependency the policy does not allow.
    case dependencyPolicy = "dependency-policy"
    /// A file imports a module the policy does not allow.
    case importPolicy = "import-policy"
    /// A file imports a module its target does not declare.
    case undeclaredImport = "undeclared-import"
    /// A target declares a dependency none of its files imports.
    case unusedDependency = "unused-dependency"
    /// An `@_exported import` the policy does not allow.
    case exportedImport = "exported-import"
    /// A target's compiler settings or a manifest's language modes differ
    /// from the policy's.
    case compilerSettings = "compiler-settings"
    /// A manifest has a target the policy does not name.
    case unknownModule = "unknown-module"
    /// A suppression comment without a rule or a reason, or naming no rule.
    case malformedSuppression = "malformed-suppression"
    /// A suppression comment that no longer matches any diagnostic.
    case unusedSuppression = "unused-suppression"

    /// Whether an inline suppression may silence this rule.
    public var isSuppressible: Bool {
        self != .malformedSuppression && self != .unusedSuppression
    }
}
