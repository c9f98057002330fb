/// Check 2: every import of every Sources and Tests file, against the policy.
struct ImportPolicyCheck: Sendable {
    let model: WorkspaceModel

    func run(_ sources: [TargetSources]) -> [Diagnostic] {
        let rules = ImportRules(policy: model.policy, policyPath: model.policyPath)
        return sources.flatMap { source in
            source.imports.compactMap { file, declaration in
                guard let reason = rules.reasonForbidding(declaration.module, by: source.target) else { return nil }
                return declaration.location(in: file).diagnostic(
                    .importPolicy,
                    "\(source.target.name) may not import \(declaration.module) (\(reason))\(declaration.conditionSuffix)"
                )
            }
        }
    }
}
