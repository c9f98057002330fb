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
    /// The layer's modules by name, with their roles.
    public let modules: [String: ModuleRole]
}
