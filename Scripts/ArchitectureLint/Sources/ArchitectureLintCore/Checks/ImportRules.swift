/// Decides whether a module may use another, by the policy alone.
struct ImportRules: Sendable {
    let policy: Policy
    let policyPath: String
    /// ``Policy/owner(of:)`` for every module the policy names, worked out
    /// once: asked for every import, it was a tenth of a warm run.
    private let owners: [String: (layer: Layer, role: ModuleRole)]

    init(policy: Policy, policyPath: String) {
        self.policy = policy
        self.policyPath = policyPath
        // Written so that what `owner(of:)` finds first is written last:
        // exact target names over module spellings, earlier layers over later.
        var owners: [String: (layer: Layer, role: ModuleRole)] = [:]
        for layer in policy.layers.reversed() {
            for (target, role) in layer.modules { owners[ModuleName.of(target: target)] = (layer, role) }
        }
        for layer in policy.layers.reversed() {
            for (target, role) in layer.modules { owners[target] = (layer, role) }
        }
        self.owners = owners
    }

    /// Nil when `module` may be used by `target`; otherwise why not, phrased
    /// to follow "X may not import Y".
    func reasonForbidding(_ module: String, by target: ResolvedTarget) -> String? {
        if policy.standardLibrary.contains(module) || module == target.moduleName { return nil }
        guard let role = target.role else { return nil }
        let layer = target.layer
        if role == .plugin {
            if ["PackagePlugin", "Foundation"].contains(module) { return nil }
            return "\(target.name) is a plugin, which may use PackagePlugin and Foundation only"
        }
        // A framework's promise to the layers that use it: nothing comes with
        // it but the standard library and other frameworks of its layer
        // (which keep the same promise).
        if let framework = policy.framework(target.moduleName) {
            if let reExported = framework.reExports, module == reExported { return nil }
            if policy.framework(module)?.layer == framework.layer { return nil }
            return
                "\(target.name) is a framework in \(policyPath), which uses the standard library and its layer's other frameworks only"
                + (framework.reExports.map { " and re-exports \($0)" } ?? "")
        }
        guard let (owner, ownerRole) = owners[module] else {
            if layer.mayImport.contains(module) { return nil }
            if role == .tests && policy.testImports.contains(module) { return nil }
            let who = role == .tests ? "tests of \(layer.name)" : layer.name
            return "\(who) → \(module) is not allowed by \(policyPath)"
        }
        guard policy.allows(layer, toDependOn: owner) || policy.allows(layer, toUseFramework: module) else {
            var reason = "\(layer.name) → \(owner.name) is not allowed by \(policyPath)"
            let usable = layer.mayUseFrameworks.filter { policy.framework($0)?.layer == owner.name }
            if !usable.isEmpty {
                reason +=
                    "; of \(owner.name), \(layer.name) may use its mayUseFrameworks only: \(usable.joined(separator: ", "))"
            } else if policy.framework(module) != nil {
                reason += "; \(module) is a framework, which \(layer.name) does not list under mayUseFrameworks"
            }
            return reason
        }
        // An aggregating target exists to depend on everything its layer allows.
        if role == .aggregate && ownerRole != .tests { return nil }
        switch ownerRole {
        case .tests, .aggregate, .plugin:
            return
                "\(module) is a \(ownerRole == .tests ? "test" : ownerRole == .plugin ? "plugin" : "workspace") target, "
                + "which nothing may import"
        case .testSupport where !role.mayUseTestSupport:
            return "\(module) is test support, for tests and other test support only"
        case .executable where owner.name != layer.name || role != .tests:
            return "\(module) is an executable, which only its own package's tests may import"
        default:
            return nil
        }
    }
}
