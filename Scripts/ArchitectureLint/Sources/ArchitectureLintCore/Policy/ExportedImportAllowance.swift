/// Permission for one module to `@_exported import` another.
public struct ExportedImportAllowance: Sendable, Codable, Equatable {
    /// The re-exported module.
    public let module: String
    /// The module whose sources may re-export it.
    public let from: String
    /// Why re-exporting is acceptable here.
    public let reason: String
}
