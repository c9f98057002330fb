import Foundation

/// The architecture policy, read from `Scripts/architecture.json`: the single
/// source for the lint and the graph.
public struct Policy: Sendable, Codable, Equatable {
    /// Format version; currently 1.
    public let schemaVersion: Int
    /// Modules any module may import (the standard library's own modules).
    public let standardLibrary: [String]
    /// Modules that ship with the toolchain and need no manifest dependency.
    public let toolchainModules: [String]
    /// Outside modules every test target may import in addition to its layer's.
    public let testImports: [String]
    /// Compiler settings every non-aggregate target must have, exactly.
    public let swiftSettings: [String]
    /// Language modes every manifest must declare, exactly.
    public let swiftLanguageModes: [String]
    /// `@_exported import`s the policy allows.
    public let allowedExportedImports: [ExportedImportAllowance]
    /// The layers, innermost first.
    public let layers: [Layer]

    /// The layer with the given name.
    public func layer(named name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// The layer that owns a module, with the module's role.
    public func owner(of module: String) -> (layer: Layer, role: ModuleRole)? {
        for layer in layers {
            if let role = layer.modules[module] { return (layer, role) }
        }
        // The policy names targets; a module name may spell them with `_`.
        for layer in layers {
            for (target, role) in layer.modules where ModuleName.of(target: target) == module { return (layer, role) }
        }
        return nil
    }

    /// Whether `layer` may depend on `other` (a layer may always use itself).
    public func allows(_ layer: Layer, toDependOn other: Layer) -> Bool {
        layer.name == other.name || layer.mayDependOn.contains(other.name)
    }

    /// Loads and validates a policy file.
    ///
    /// - Throws: ``PolicyError`` when the file is missing, is not valid JSON
    ///   of this shape, or is inconsistent.
    public static func load(from url: URL) throws(PolicyError) -> Policy {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PolicyError(path: url.path, problem: "cannot read the file (\(error.localizedDescription))")
        }
        let policy: Policy
        do {
            policy = try JSONDecoder().decode(Policy.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw PolicyError(
                path: url.path, problem: "missing key '\(key.stringValue)' at \(describe(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw PolicyError(path: url.path, problem: "\(context.debugDescription) at \(describe(context.codingPath))")
        } catch let DecodingError.dataCorrupted(context) {
            throw PolicyError(path: url.path, problem: "\(context.debugDescription) at \(describe(context.codingPath))")
        } catch {
            throw PolicyError(path: url.path, problem: "\(error)")
        }
        try PolicyValidator.validate(policy, path: url.path)
        return policy
    }

    private static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty
            ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
