/// One layer of the architecture: a workspace package and the rules for it.
public struct Layer: Sendable, Codable, Equatable {
    /// The layer's name as used in reports (`presentation`).
    public let name: String
    /// The package's name in its manifest (`Presentation`).
    public let package: String
    /// The package directory relative to the workspace root (`.` for the root).
    public let path: String
    /// Mermaid fill colour for this layer's modules.
    public let color: String
    /// Layers this one may depend on.
    public let mayDependOn: [String]
    /// Outside modules (toolchain or third-party) this layer may import.
    public let mayImport: [String]
    /// Frameworks (``Policy/frameworks``) of other layers this layer may use:
    /// its manifest may depend on the framework's package for that product
    /// alone, and its sources may import the module. Optional; empty when
    /// absent.
    public let mayUseFrameworks: [String]
    /// The layer's modules by name, with their roles.
    public let modules: [String: ModuleRole]

    /// Creates a layer.
    public init(
        name: String, package: String, path: String, color: String, mayDependOn: [String], mayImport: [String],
        mayUseFrameworks: [String] = [], modules: [String: ModuleRole]
    ) {
        self.name = name
        self.package = package
        self.path = path
        self.color = color
        self.mayDependOn = mayDependOn
        self.mayImport = mayImport
        self.mayUseFrameworks = mayUseFrameworks
        self.modules = modules
    }
}

extension Layer {
    /// Decodes a layer; `mayUseFrameworks` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            package: try container.decode(String.self, forKey: .package),
            path: try container.decode(String.self, forKey: .path),
            color: try container.decode(String.self, forKey: .color),
            mayDependOn: try container.decode([String].self, forKey: .mayDependOn),
            mayImport: try container.decode([String].self, forKey: .mayImport),
            mayUseFrameworks: try container.decodeIfPresent([String].self, forKey: .mayUseFrameworks) ?? [],
            modules: try container.decode([String: ModuleRole].self, forKey: .modules)
        )
    }
}
