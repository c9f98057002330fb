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
    /// Modules other layers may use as frameworks (see ``Framework``).
    /// Optional; empty when absent.
    public let frameworks: [Framework]
    /// Modules that must not reach others through any chain of dependencies
    /// (see ``Separation``). Optional; empty when absent.
    public let separations: [Separation]
    /// The layers, innermost first.
    public let layers: [Layer]

    /// Creates a policy.
    public init(
        schemaVersion: Int, standardLibrary: [String], toolchainModules: [String], testImports: [String],
        swiftSettings: [String], swiftLanguageModes: [String], allowedExportedImports: [ExportedImportAllowance],
        frameworks: [Framework] = [], separations: [Separation] = [], layers: [Layer]
    ) {
        self.schemaVersion = schemaVersion
        self.standardLibrary = standardLibrary
        self.toolchainModules = toolchainModules
        self.testImports = testImports
        self.swiftSettings = swiftSettings
        self.swiftLanguageModes = swiftLanguageModes
        self.allowedExportedImports = allowedExportedImports
        self.frameworks = frameworks
        self.separations = separations
        self.layers = layers
    }

    /// Decodes a policy; `frameworks` and `separations` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            schemaVersion: try container.decode(Int.self, forKey: .schemaVersion),
            standardLibrary: try container.decode([String].self, forKey: .standardLibrary),
            toolchainModules: try container.decode([String].self, forKey: .toolchainModules),
            testImports: try container.decode([String].self, forKey: .testImports),
            swiftSettings: try container.decode([String].self, forKey: .swiftSettings),
            swiftLanguageModes: try container.decode([String].self, forKey: .swiftLanguageModes),
            allowedExportedImports: try container.decode(
                [ExportedImportAllowance].self, forKey: .allowedExportedImports),
            frameworks: try container.decodeIfPresent([Framework].self, forKey: .frameworks) ?? [],
            separations: try container.decodeIfPresent([Separation].self, forKey: .separations) ?? [],
            layers: try container.decode([Layer].self, forKey: .layers)
        )
    }

    /// The framework entry of a module, if it is one.
    public func framework(_ module: String) -> Framework? {
        frameworks.first { $0.module == module || ModuleName.of(target: $0.module) == module }
    }

    /// Whether `layer` may use the framework `module` of another layer.
    public func allows(_ layer: Layer, toUseFramework module: String) -> Bool {
        guard let framework = framework(module) else { return false }
        return layer.mayUseFrameworks.contains(framework.module)
    }

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
