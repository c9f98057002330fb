import Foundation

/// Checks a decoded policy for internal consistency.
enum PolicyValidator {
    static func validate(_ policy: Policy, path: String) throws(PolicyError) {
        func fail(_ problem: String) -> PolicyError { PolicyError(path: path, problem: problem) }
        guard policy.schemaVersion == 1 else {
            throw fail("schemaVersion \(policy.schemaVersion) is not supported (expected 1)")
        }
        guard !policy.layers.isEmpty else { throw fail("'layers' is empty") }
        var names: Set<String> = []
        var paths: Set<String> = []
        var modules: [String: String] = [:]
        for layer in policy.layers {
            guard !layer.name.isEmpty else { throw fail("a layer has an empty name") }
            guard names.insert(layer.name).inserted else { throw fail("layer '\(layer.name)' is listed twice") }
            guard paths.insert(layer.path).inserted else { throw fail("path '\(layer.path)' belongs to two layers") }
            for module in layer.modules.keys {
                if let other = modules[module] {
                    throw fail("module '\(module)' is listed in both '\(other)' and '\(layer.name)'")
                }
                modules[module] = layer.name
            }
        }
        for layer in policy.layers {
            for target in layer.mayDependOn where !names.contains(target) {
                throw fail("layer '\(layer.name)' may depend on '\(target)', which is not a layer")
            }
        }
        var frameworks: Set<String> = []
        for framework in policy.frameworks {
            guard frameworks.insert(framework.module).inserted else {
                throw fail("framework '\(framework.module)' is listed twice")
            }
            guard let layer = policy.layer(named: framework.layer) else {
                throw fail("framework '\(framework.module)' belongs to '\(framework.layer)', which is not a layer")
            }
            guard layer.modules[framework.module] == .library else {
                throw fail(
                    "framework '\(framework.module)' is not a library module of layer '\(layer.name)' (list it under its modules as \"library\")"
                )
            }
            guard !framework.why.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("framework '\(framework.module)' gives no reason ('why')")
            }
        }
        for layer in policy.layers {
            for module in layer.mayUseFrameworks where !frameworks.contains(module) {
                throw fail("layer '\(layer.name)' may use the framework '\(module)', which 'frameworks' does not list")
            }
        }
        for separation in policy.separations {
            guard modules[separation.module] != nil else {
                throw fail("separation of '\(separation.module)', which no layer lists under its modules")
            }
            guard !separation.mustNotReach.isEmpty else {
                throw fail("separation of '\(separation.module)' names nothing it must not reach ('mustNotReach')")
            }
            guard !separation.why.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("separation of '\(separation.module)' gives no reason ('why')")
            }
        }
        for allowance in policy.allowedExportedImports
        where allowance.reason.trimmingCharacters(in: .whitespaces).isEmpty {
            throw fail(
                "the allowed @_exported import of '\(allowance.module)' from '\(allowance.from)' gives no reason")
        }
    }
}
