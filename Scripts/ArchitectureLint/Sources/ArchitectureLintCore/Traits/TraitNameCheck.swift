import Foundation

/// A guard against misspelt traits: a trait named in a manifest's
/// `.when(traits:)` or asked of a workspace package, or a name in a `#if` of
/// a package that declares traits, must be one the package declares (a `#if`
/// may also name a condition its target's settings define, or one SwiftPM
/// defines itself). A misspelt trait is silently never enabled.
struct TraitNameCheck: Sendable {
    let model: WorkspaceModel
    /// The condition names of each whole file (by path) whose scan covered
    /// only its header, in the packages that declare traits.
    let wholeFileConditionFlags: [String: [ConditionFlag]]

    /// Conditions SwiftPM defines in every target it builds (`DEBUG` in debug builds).
    static let swiftPMConditions: Set<String> = [
        "DEBUG", "SWIFT_PACKAGE", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
    ]

    func run(_ sources: [TargetSources]) -> [Diagnostic] {
        model.packages.flatMap { manifestConditions(of: $0) + requestedTraits(of: $0) }
            + sources.flatMap { sourceConditions(of: $0) }
    }

    /// Traits named in `.when(traits:)` of dependencies, settings and the
    /// traits asked of package dependencies.
    private func manifestConditions(of package: LoadedPackage) -> [Diagnostic] {
        let manifest = package.manifest
        let declared = PackageTraits(manifest).names
        var named: [(trait: String, fallback: SourceLocation)] = []
        for target in manifest.targets {
            let traits = target.dependencies.flatMap { $0.traits ?? [] } + target.settingTraits
            named += traits.map { ($0, package.locator.target(target.name)) }
        }
        for dependency in manifest.dependencies {
            let traits = (dependency.traits ?? []).flatMap { $0.condition ?? [] }
            named += traits.map { ($0, package.locator.packageDependency(path: dependency.localPath ?? "")) }
        }
        var reported: Set<String> = []
        return named.flatMap { trait, fallback -> [Diagnostic] in
            guard !declared.contains(trait), reported.insert(trait).inserted else { return [] }
            let places = package.locator.conditions(naming: trait)
            return (places.isEmpty ? [fallback] : places).map {
                $0.diagnostic(
                    .unknownTrait,
                    ".when(traits:) names \(trait), which \(package.manifest.name) does not declare (\(declaredList(declared))), so it is never enabled"
                )
            }
        }
    }

    /// Traits asked of a workspace package that it does not declare.
    private func requestedTraits(of package: LoadedPackage) -> [Diagnostic] {
        package.manifest.dependencies.flatMap { dependency -> [Diagnostic] in
            guard let path = dependency.localPath, let other = model.package(at: path) else { return [] }
            let declared = PackageTraits(other.manifest).names.union([PackageTrait.defaultName])
            return (dependency.traits ?? []).filter { !declared.contains($0.name) }.map { trait in
                package.locator.requestedTrait(trait.name, ofPackageAt: path).diagnostic(
                    .unknownTrait,
                    "\(package.manifest.name) asks \(other.manifest.name) for trait \(trait.name), which \(other.manifest.name) does not declare (\(declaredList(PackageTraits(other.manifest).names)))"
                )
            }
        }
    }

    /// Names in `#if` conditions that are no trait and no defined condition.
    private func sourceConditions(of source: TargetSources) -> [Diagnostic] {
        let target = source.target
        let declared = PackageTraits(target.package.manifest).names
        // Without traits, a name in `#if` is a flag the lint cannot tell from a misspelt trait.
        guard !declared.isEmpty else { return [] }
        let known = declared.union(target.manifest.definedConditions).union(Self.swiftPMConditions)
        return source.files.flatMap { file in
            let flags = file.hasConditionsAfterHeader ? wholeFileConditionFlags[file.path] ?? [] : file.conditionFlags
            return flags.filter { !known.contains($0.name) }.map { flag in
                SourceLocation(
                    path: file.path, line: flag.line, column: flag.column, endLine: flag.line, endColumn: flag.endColumn
                ).diagnostic(
                    .unknownTrait,
                    "#if names \(flag.name), which is no trait of \(target.package.manifest.name) (\(declaredList(declared))) and no condition \(target.name)'s settings define, so no trait enables it; correct the name, or define it with .define(\"\(flag.name)\") if it is a flag of its own"
                )
            }
        }
    }

    private func declaredList(_ traits: Set<String>) -> String {
        traits.isEmpty ? "it declares no traits" : "its traits: \(traits.sorted().joined(separator: ", "))"
    }
}
