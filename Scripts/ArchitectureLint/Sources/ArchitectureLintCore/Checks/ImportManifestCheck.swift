/// Check 3: imports against the manifest — used but undeclared (and how, if
/// at all, the module is reachable), and declared but unused.
struct ImportManifestCheck: Sendable {
    let model: WorkspaceModel

    func run(_ sources: [TargetSources]) -> [Diagnostic] {
        sources.flatMap { undeclared(in: $0) + unused(in: $0) }
    }

    private func needsDeclaration(_ module: String) -> Bool {
        !model.policy.standardLibrary.contains(module) && !model.policy.toolchainModules.contains(module)
    }

    private func undeclared(in source: TargetSources) -> [Diagnostic] {
        let target = source.target
        let declared = target.declaredModules
        return source.imports.compactMap { file, declaration in
            let module = declaration.module
            guard module != target.moduleName, needsDeclaration(module), !declared.contains(module) else { return nil }
            var how: String
            if let chain = model.chain(from: target.moduleName, to: module) {
                how = "reachable only via \(model.describe(chain: chain))"
            } else {
                how =
                    "no dependency edge reaches it, so it builds only when another package happened to build \(module) first"
            }
            // A product whose package could not be read may bring it under another name.
            let unread = target.dependencies.compactMap { dependency, _, package in
                package.map { "\(dependency.name) (\($0))" }
            }
            if !unread.isEmpty && model.moduleOwners[module] == nil {
                how +=
                    "; or \(unread.joined(separator: ", ")) brings it, unread because not checked out where the lint looks"
            }
            return declaration.location(in: file).diagnostic(
                .undeclaredImport,
                "\(target.name) imports \(module), declared nowhere in its dependencies in \(target.package.manifestPath); \(how)\(declaration.conditionSuffix)"
            )
        }
    }

    private func unused(in source: TargetSources) -> [Diagnostic] {
        let target = source.target
        guard target.role != .aggregate else { return [] }
        let imported = Set(source.imports.map(\.declaration.module))
        return target.dependencies.compactMap { dependency, modules, unread in
            guard !modules.contains(where: imported.contains) else { return nil }
            // Depending on an executable builds it for the tests that run it.
            if modules.allSatisfy({ model.policy.owner(of: $0)?.role == .executable }) { return nil }
            let what =
                modules == [dependency.name]
                ? dependency.name : "\(dependency.name) (\(modules.joined(separator: ", ")))"
            let note =
                unread.map {
                    " (\($0) is not checked out where the lint looks, so \(dependency.name) was taken for a module of that name)"
                } ?? ""
            return target.package.locator.dependency(dependency.name, of: target.name).diagnostic(
                .unusedDependency,
                "\(target.name) declares a dependency on \(what) that none of its files imports\(note)"
            )
        }
    }
}
