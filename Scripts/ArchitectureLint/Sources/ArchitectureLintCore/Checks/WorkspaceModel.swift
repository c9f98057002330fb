import Foundation

/// The workspace as the checks see it: packages, targets, and the module
/// graph their manifests declare.
struct WorkspaceModel: Sendable {
    let policy: Policy
    /// The policy file's path relative to the root, for messages.
    let policyPath: String
    let packages: [LoadedPackage]
    let targets: [ResolvedTarget]
    /// Module → the modules its target declares (the declared graph).
    let edges: [String: [String]]
    /// Module → the package that builds it.
    let moduleOwners: [String: LoadedPackage]
    /// Module → the target that builds it, where the two names differ.
    let targetNames: [String: String]

    /// Builds the model; products of outside packages are read through `outside`.
    init(policy: Policy, policyPath: String, packages: [LoadedPackage], outside: OutsidePackages) {
        self.policy = policy
        self.policyPath = policyPath
        self.packages = packages
        var owners: [String: LoadedPackage] = [:]
        var targetNames: [String: String] = [:]
        for package in packages {
            for target in package.manifest.targets {
                let module = ModuleName.of(target: target.name)
                owners[module] = package
                if module != target.name { targetNames[module] = target.name }
            }
        }
        moduleOwners = owners
        self.targetNames = targetNames
        var targets: [ResolvedTarget] = []
        for package in packages {
            for target in package.manifest.targets {
                let dependencies = target.dependencies.map { dependency in
                    let (modules, unread) = Self.modules(
                        of: dependency, in: package, packages: packages, outside: outside)
                    return (dependency, modules, unread)
                }
                targets.append(
                    ResolvedTarget(
                        package: package, manifest: target, role: package.layer.modules[target.name],
                        dependencies: dependencies
                    ))
            }
        }
        self.targets = targets
        var edges: [String: [String]] = [:]
        for target in targets { edges[target.moduleName] = target.dependencies.flatMap(\.modules) }
        self.edges = edges
    }

    /// The modules a dependency makes importable: the module names of the
    /// targets a product vends, so a dependency is judged by what it brings,
    /// not by how the product is spelt (GRDB's `GRDB-dynamic` vends `GRDB`).
    /// A product of a package outside the workspace is read from that
    /// package's own manifest wherever SwiftPM checked it out; when it is
    /// checked out nowhere, the product is taken for a module of its own name
    /// and the package is returned as unread.
    private static func modules(
        of dependency: TargetDependency, in package: LoadedPackage, packages: [LoadedPackage], outside: OutsidePackages
    ) -> (modules: [String], unreadPackage: String?) {
        var targets = [dependency.name]
        var unread: String?
        switch dependency.kind {
        case .target:
            break
        case .byName(let name):
            if package.manifest.target(named: name) != nil {
                break
            } else if let vended = packages.lazy.compactMap({ $0.manifest.products[name] }).first {
                targets = vended
            } else if let vended = package.manifest.dependencies.lazy.filter({ $0.localPath == nil }).compactMap({
                outside.targets(ofProduct: name, package: $0.identity, from: package.directory)
            }).first {
                // SwiftPM finds a by-name product in any package dependency.
                targets = vended
            }
        case .product(let name, let packageIdentity):
            let owner = packages.first {
                $0.identity == packageIdentity.lowercased() || $0.manifest.name == packageIdentity
            }
            if let owner {
                targets = owner.manifest.products[name] ?? [name]
            } else if let vended = outside.targets(ofProduct: name, package: packageIdentity, from: package.directory) {
                targets = vended
            } else if !outside.isCheckedOut(packageIdentity, from: package.directory) {
                unread = packageIdentity
            }
        }
        return (targets.map(ModuleName.of(target:)), unread)
    }

    /// The workspace package that declares the given local path, if any.
    func package(at path: String) -> LoadedPackage? {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return packages.first { $0.directory.standardizedFileURL.path == standardized }
    }

    /// The shortest chain of declared dependencies from one module to another.
    func chain(from start: String, to goal: String) -> [String]? {
        var previous: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let module = queue[head]
            head += 1
            if module == goal {
                var path = [goal]
                var cursor = goal
                while cursor != start, let before = previous[cursor] {
                    path.insert(before, at: 0)
                    cursor = before
                }
                return path
            }
            for next in edges[module] ?? [] where previous[next] == nil {
                previous[next] = module
                queue.append(next)
            }
        }
        return nil
    }

    /// A chain of modules rendered with package names, then module names:
    /// `App → Data → Domain (MarqueeApp → MarqueeData → MarqueeDomain)`.
    func describe(chain: [String]) -> String {
        var packageNames: [String] = []
        for module in chain {
            let name = moduleOwners[module]?.manifest.name ?? module
            if packageNames.last != name { packageNames.append(name) }
        }
        return "\(packageNames.joined(separator: " → ")) (\(chain.joined(separator: " → ")))"
    }
}
