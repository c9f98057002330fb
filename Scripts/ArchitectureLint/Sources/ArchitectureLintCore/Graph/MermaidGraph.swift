/// Draws the package/module graph as Mermaid from the policy and manifests:
/// one subgraph per package, one colour per layer, forbidden edges in red.
///
/// Test targets and the aggregating workspace target are left out: they
/// depend on everything and would hide the architecture.
public struct MermaidGraph: Sendable {
    let model: WorkspaceModel

    /// Loads the policy and manifests the way the lint does.
    ///
    /// - Throws: ``LintError`` when they cannot be read.
    public init(linter: Linter) throws(LintError) {
        model = try linter.loadModel()
    }

    /// A Mermaid node id for a module: letters, digits and underscores only.
    static func id(_ module: String) -> String {
        String(module.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The graph as a fenced Mermaid block.
    public func render() -> String {
        let rules = ImportRules(policy: model.policy, policyPath: model.policyPath)
        let shown = model.targets.filter { target in
            guard let role = target.role else { return true }
            return role != .tests && role != .aggregate
        }
        let names = Set(shown.map(\.name))
        var lines = ["```mermaid", "flowchart TD"]
        var externals: [String] = []
        for package in model.packages {
            let modules = shown.filter { $0.package.directory == package.directory }
            guard !modules.isEmpty else { continue }
            lines.append(
                "    subgraph layer_\(package.layer.name)[\"\(package.manifest.name) — \(package.layer.name)\"]")
            for target in modules {
                let suffix =
                    model.policy.framework(target.moduleName) != nil
                    ? " (framework)"
                    : target.role == .testSupport
                        ? " (test support)" : target.role == .executable ? " (executable)" : ""
                lines.append("        \(Self.id(target.name))[\"\(target.name)\(suffix)\"]")
            }
            lines.append("    end")
        }
        var edges: [String] = []
        var forbidden: [Int] = []
        for target in shown {
            for entry in target.dependencies {
                for dependencyModule in entry.modules where !model.policy.toolchainModules.contains(dependencyModule) {
                    let module = model.targetNames[dependencyModule] ?? dependencyModule
                    if !names.contains(module) && !externals.contains(module) && model.policy.owner(of: module) == nil {
                        externals.append(module)
                    }
                    if rules.reasonForbidding(dependencyModule, by: target) != nil { forbidden.append(edges.count) }
                    // A dependency only some package traits bring is dotted and names them.
                    let arrow = entry.dependency.traits.map { "-.->|\($0.joined(separator: " or "))|" } ?? "-->"
                    edges.append("    \(Self.id(target.name)) \(arrow) \(Self.id(module))")
                }
            }
        }
        for external in externals.sorted() {
            lines.append("    \(Self.id(external))([\"\(external)\"])")
        }
        lines += edges
        for layer in model.policy.layers
        where layer.modules.values.contains(where: { $0 != .tests && $0 != .aggregate }) {
            lines.append("    classDef \(layer.name) fill:\(layer.color),stroke:#333,color:#000")
            let members = shown.filter { $0.layer.name == layer.name }.map { Self.id($0.name) }
            if !members.isEmpty { lines.append("    class \(members.joined(separator: ",")) \(layer.name)") }
        }
        if !externals.isEmpty {
            lines.append("    classDef external fill:#eee,stroke:#999,color:#333,stroke-dasharray:3 3")
            lines.append("    class \(externals.sorted().map(Self.id).joined(separator: ",")) external")
        }
        if !forbidden.isEmpty {
            lines.append(
                "    linkStyle \(forbidden.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:3px")
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }
}
