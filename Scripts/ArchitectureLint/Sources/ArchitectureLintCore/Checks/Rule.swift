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
    /// A baseline entry that no longer matches any diagnostic.
    case staleBaseline = "stale-baseline"
    /// A manifest reads the process environment, so it may mean something
    /// else on another machine (and the lint saw only this one's meaning).
    case manifestReadsEnvironment = "manifest-reads-environment"
    /// A file imports a module whose dependency is conditional on a trait,
    /// outside an `#if` that implies the trait.
    case unguardedTraitImport = "unguarded-trait-import"
    /// A manifest condition or an `#if` names a trait the package does not declare.
    case unknownTrait = "unknown-trait"

    /// Whether an inline suppression may silence this rule.
    public var isSuppressible: Bool {
        self != .malformedSuppression && self != .unusedSuppression && self != .staleBaseline
    }

    /// How bad a violation of this rule is: only errors fail the run. Every
    /// rule is an error today; ``Severity/warning`` stays in the output
    /// formats for rules that only inform.
    public var severity: Severity {
        .error
    }

    /// One sentence saying what the rule checks.
    public var summary: String {
        switch self {
        case .dependencyPolicy: return "A manifest declares a dependency that the policy does not allow."
        case .importPolicy:
            return "A Swift file imports a module that the policy does not allow for its layer and role."
        case .undeclaredImport: return "A Swift file imports a module its target does not declare as a dependency."
        case .unusedDependency: return "A target declares a dependency that none of its files imports."
        case .exportedImport: return "An @_exported import that the policy does not allow."
        case .compilerSettings:
            return "A target's compiler settings or a manifest's language modes differ from the policy's."
        case .unknownModule: return "A manifest has a target that the policy does not name."
        case .malformedSuppression:
            return "A suppression comment without a rule or a reason, or naming no suppressible rule."
        case .unusedSuppression: return "A suppression comment that matches no diagnostic."
        case .staleBaseline: return "A baseline entry that matches no diagnostic any more."
        case .manifestReadsEnvironment:
            return
                "A manifest reads the environment, so it may declare other dependencies on another machine than the ones checked."
        case .unguardedTraitImport:
            return
                "A Swift file imports a module whose dependency the manifest declares only with some traits, where those traits may be off."
        case .unknownTrait:
            return "A trait condition or an #if names a trait that the package does not declare."
        }
    }

    /// How to fix a violation.
    public var help: String {
        switch self {
        case .dependencyPolicy:
            return
                "Remove the dependency, or change the layer's mayDependOn / mayImport in the policy if the architecture really changed."
        case .importPolicy:
            return
                "Move the code to a layer that may use the module, or add an inline `// architecture:allow import-policy: <why>`."
        case .undeclaredImport: return "Add the product to the target's dependencies in its Package.swift."
        case .unusedDependency: return "Remove the dependency from the target in its Package.swift."
        case .exportedImport:
            return "Use a plain import, or list the re-export under allowedExportedImports in the policy."
        case .compilerSettings:
            return "Give the target exactly the policy's swiftSettings, and the manifest its swiftLanguageModes."
        case .unknownModule: return "Add the target to its layer's modules in the policy, with its role."
        case .malformedSuppression: return "Write `// architecture:allow <rule>: <why>` with a suppressible rule name."
        case .unusedSuppression: return "Remove the suppression comment."
        case .staleBaseline: return "Regenerate the baseline with --write-baseline, or delete the entry."
        case .manifestReadsEnvironment:
            return
                "Make the manifest mean the same on every machine (a package trait or a separate package instead of a variable), or add `// architecture:allow manifest-reads-environment: <why>` where it reads."
        case .unguardedTraitImport:
            return "Wrap the import in `#if <trait>` for the dependency's traits, or make the dependency unconditional."
        case .unknownTrait:
            return
                "Spell the trait as the package declares it in `traits:`, or define a flag of your own with `.define(…)` in the target's swiftSettings."
        }
    }
}

/// How bad a diagnostic is.
public enum Severity: String, Sendable, Codable {
    /// Fails the run.
    case error
    /// Reported, but the run still passes.
    case warning

}
