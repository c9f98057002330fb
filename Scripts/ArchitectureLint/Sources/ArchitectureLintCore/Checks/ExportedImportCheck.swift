/// Check 4: `@_exported import` re-exports a module to every client of the
/// importing one, silently widening what downstream layers can reach.
struct ExportedImportCheck: Sendable {
    let model: WorkspaceModel

    func run(_ sources: [TargetSources]) -> [Diagnostic] {
        sources.flatMap { source in
            source.imports.compactMap { file, declaration in
                guard declaration.isExported else { return nil }
                let allowed = model.policy.allowedExportedImports.contains {
                    $0.module == declaration.module && $0.from == source.target.name
                }
                guard !allowed else { return nil }
                return declaration.location(in: file).diagnostic(
                    .exportedImport,
                    "\(source.target.name) re-exports \(declaration.module) with @_exported import, leaking it to every module that imports \(source.target.name); \(model.policyPath) does not allow it\(declaration.conditionSuffix)"
                )
            }
        }
    }
}
