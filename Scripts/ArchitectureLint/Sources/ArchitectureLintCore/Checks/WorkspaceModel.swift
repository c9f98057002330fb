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

    init(policy: Policy, policyPath: String, packages: [LoadedPackage]) {
        self.policy = policy
        self.policyPath = policyPath
        self.packages = packages
        var owners: [String: LoadedPackage] = [:]
        for package in packages {
            for target in package.manifest.targets { owners[target.name] = package }
        }
        moduleOwners = owners
        var targets: [ResolvedTarget] = []
        for package in packages {
            for target in package.manifest.targets {
                let dependencies = target.dependencies.map { dependency in
                    (dependency, Self.modules(of: dependency, in: package, packages: packages))
                }
                targets.append(ResolvedTarget(
                    package: package, manifest: target, role: package.layer.modules[target.name], dependencies: dependencies
                ))
            }
        }
        self.targets = targets
        var edges: [String: [String]] = [:]
        for target in targets { edges[target.name] = target.dependencies.flatMap(\.modules) }
        self.edges = edges
    }

    /// The modules a dependency makes importable. A product of a package
    /// outside the workspace is assumed to vend a module of the same name.
    private static func modules(of dependency: TargetDependency, in package: LoadedPackage, packages: [LoadedPackage]) -> [String] {
        switch dependency {
        case .target(let name):
            return [name]
        case .byName(let name):
            if package.manifest.target(named: name) != nil { return [name] }
            for other in packages {
                if let targets = other.manifest.products[name] { return targets }
            }
            return [name]
        case .product(let name, let packageIdentity):
            let owner = packages.first {
                $0.identity == packageIdentity.lowercased() || $0.manifest.name == packageIdentity
            }
            return owner?.manifest.products[name] ?? [name]
        }
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
