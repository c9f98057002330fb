/// Check 1 (and part of 4): every dependency, target and setting each
/// manifest declares, against the policy.
struct ManifestPolicyCheck: Sendable {
    let model: WorkspaceModel

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let rules = ImportRules(policy: model.policy, policyPath: model.policyPath)
        for package in model.packages {
            diagnostics += packageDependencies(of: package)
            diagnostics += languageModes(of: package)
            // A manifest must mean the same on every machine: SwiftPM builds
            // whatever the environment makes of it, the lint checked one.
            for read in package.locator.environmentReads {
                diagnostics.append(
                    read.location.diagnostic(
                        .manifestReadsEnvironment,
                        "\(package.manifest.name)'s manifest reads the environment (\(read.expression)), so it can declare other dependencies, targets or settings on another machine; the lint checked only what this environment makes of it"
                    ))
            }
        }
        for target in model.targets {
            let locator = target.package.locator
            guard let role = target.role else {
                diagnostics.append(
                    locator.target(target.name).diagnostic(
                        .unknownModule,
                        "\(target.package.manifest.name) has a target \(target.name) that \(model.policyPath) does not list under layer '\(target.layer.name)'"
                    ))
                continue
            }
            if policy(frameworkOf: target) {
                // A framework depends on nothing but its layer's other
                // frameworks, so using it brings in nothing else; but for the
                // one outside module it re-exports, if any.
                let framework = model.policy.framework(target.moduleName)
                let reExported = framework?.reExports
                for (dependency, modules, _) in target.dependencies
                where (reExported == nil || modules != [reExported])
                    && !modules.allSatisfy({ model.policy.framework($0)?.layer == framework?.layer })
                {
                    diagnostics.append(
                        locator.dependency(dependency.name, of: target.name).diagnostic(
                            .dependencyPolicy,
                            "\(target.name) may not depend on \(dependency.name) (\(target.name) is a framework in \(model.policyPath), which depends on no target but its layer's other frameworks)"
                        ))
                }
                continue
            }
            for (dependency, modules, unread) in target.dependencies {
                for module in modules {
                    guard let reason = rules.reasonForbidding(module, by: target) else { continue }
                    // Judged by the module it brings; say so when the product is spelt otherwise.
                    let what =
                        module == ModuleName.of(target: dependency.name)
                        ? dependency.name : "\(dependency.name), which brings \(module)"
                    let note =
                        unread.map {
                            "; \($0) is not checked out where the lint looks, so \(dependency.name) was taken for a module of that name"
                        } ?? ""
                    diagnostics.append(
                        locator.dependency(dependency.name, of: target.name).diagnostic(
                            .dependencyPolicy, "\(target.name) may not depend on \(what) (\(reason))\(note)"
                        ))
                }
            }
            diagnostics += separations(of: target)
            if role != .aggregate && role != .plugin {
                diagnostics += settings(of: target)
            }
        }
        return diagnostics
    }

    private func packageDependencies(of package: LoadedPackage) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for dependency in package.manifest.dependencies {
            guard let path = dependency.localPath else { continue }
            let location = package.locator.packageDependency(path: path)
            guard let other = model.package(at: path) else {
                diagnostics.append(
                    location.diagnostic(
                        .dependencyPolicy,
                        "\(package.manifest.name) depends on the package at \(path), which \(model.policyPath) does not name"
                    ))
                continue
            }
            // A layer that may use a framework may depend on its package, for that product only
            // (each target's dependencies are checked module by module).
            let usesFramework = package.layer.mayUseFrameworks.contains {
                model.policy.framework($0)?.layer == other.layer.name
            }
            if !model.policy.allows(package.layer, toDependOn: other.layer) && !usesFramework {
                diagnostics.append(
                    location.diagnostic(
                        .dependencyPolicy,
                        "\(package.manifest.name) may not depend on \(other.manifest.name) (\(package.layer.name) → \(other.layer.name) is not allowed by \(model.policyPath))"
                    ))
            }
        }
        return diagnostics
    }

    /// A module the policy keeps apart from another, reaching it through a
    /// chain of declared dependencies: reported at the chain's first edge.
    private func separations(of target: ResolvedTarget) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for separation in model.policy.separations where separation.module == target.name {
            for kept in separation.mustNotReach {
                guard let chain = model.chain(from: target.moduleName, to: ModuleName.of(target: kept)),
                    chain.count > 1,
                    let first = target.dependencies.first(where: { $0.modules.contains(chain[1]) })
                else { continue }
                diagnostics.append(
                    target.package.locator.dependency(first.dependency.name, of: target.name).diagnostic(
                        .dependencyPolicy,
                        "\(target.name) may not reach \(kept), directly or through other modules (\(model.policyPath) keeps them apart: \(separation.why)); it does: \(model.describe(chain: chain))"
                    ))
            }
        }
        return diagnostics
    }

    private func policy(frameworkOf target: ResolvedTarget) -> Bool {
        target.role == .library && model.policy.framework(target.moduleName)?.layer == target.layer.name
    }

    private func languageModes(of package: LoadedPackage) -> [Diagnostic] {
        guard package.manifest.languageModes != model.policy.swiftLanguageModes else { return [] }
        let found =
            package.manifest.languageModes.isEmpty ? "none" : package.manifest.languageModes.joined(separator: ", ")
        return [
            package.locator.languageModes.diagnostic(
                .compilerSettings,
                "\(package.manifest.name) declares Swift language modes \(found); \(model.policyPath) requires \(model.policy.swiftLanguageModes.joined(separator: ", "))"
            )
        ]
    }

    private func settings(of target: ResolvedTarget) -> [Diagnostic] {
        let required = model.policy.swiftSettings
        let actual = target.manifest.settings
        guard Set(actual) != Set(required) || actual.count != required.count else { return [] }
        let missing = required.filter { !actual.contains($0) }
        let extra = actual.filter { !required.contains($0) }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", "))") }
        if parts.isEmpty { parts.append("duplicated settings") }
        return [
            target.package.locator.target(target.name).diagnostic(
                .compilerSettings,
                "\(target.name)'s compiler settings differ from the strict settings in \(model.policyPath): \(parts.joined(separator: "; "))"
            )
        ]
    }
}
