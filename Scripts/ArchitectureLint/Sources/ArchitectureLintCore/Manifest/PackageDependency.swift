/// A package-level dependency declared in a manifest.
public struct PackageDependency: Sendable, Equatable {
    /// SwiftPM's identity for it (`domain`, `swift-log`).
    public let identity: String
    /// The absolute path of a local (`path:`) dependency; nil for remote ones.
    public let localPath: String?
    /// The URL or registry identity of a remote dependency.
    public let location: String?

    init?(json: JSONValue) {
        if let local = json["fileSystem"]?.array.first {
            identity = local["identity"]?.string ?? ""
            localPath = local["path"]?.string
            location = nil
        } else if let remote = json["sourceControl"]?.array.first {
            identity = remote["identity"]?.string ?? ""
            localPath = nil
            location = remote["location"]?.allStrings.first
        } else if let registry = json["registry"]?.array.first {
            identity = registry["identity"]?.string ?? ""
            localPath = nil
            location = identity
        } else {
            return nil
        }
    }
}
