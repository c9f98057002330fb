/// A target with its role and its dependencies resolved to module names.
struct ResolvedTarget: Sendable {
    let package: LoadedPackage
    let manifest: TargetManifest
    /// The role the policy gives it; nil when the policy does not name it.
    let role: ModuleRole?
    /// Each declared dependency with the modules it makes importable, and,
    /// when those could not be read (the outside package is checked out
    /// nowhere the lint looks), that package's name: the modules are then a
    /// guess from the product's name.
    let dependencies: [(dependency: TargetDependency, modules: [String], unreadPackage: String?)]

    var name: String { manifest.name }
    /// The module the target builds (its name with `-` and the like as `_`).
    var moduleName: String { ModuleName.of(target: manifest.name) }
    var layer: Layer { package.layer }

    /// Every module the manifest makes directly importable.
    var declaredModules: Set<String> {
        Set(dependencies.flatMap(\.modules))
    }
}
