/// A package-level dependency declared in a manifest.
public struct PackageDependency: Sendable, Equatable {
    /// One trait this package asks the dependency for
    /// (`.package(path: "../Infrastructure", traits: ["Fast"])`).
    public struct Trait: Sendable, Equatable {
        /// The trait of the dependency.
        public let name: String
        /// The traits of this package that make it ask for it
        /// (`.trait(name: "Fast", condition: .when(traits: ["HTTP"]))`); nil: always.
        public let condition: [String]?
    }

    /// SwiftPM's identity for it (`domain`, `swift-log`).
    public let identity: String
    /// The absolute path of a local (`path:`) dependency; nil for remote ones.
    public let localPath: String?
    /// The URL or registry identity of a remote dependency.
    public let location: String?
    /// The traits asked for, by name; nil when the manifest names none (the
    /// dependency's defaults). SwiftPM keeps traits and conditions as sets, so
    /// dump-package lists them in any order: both are sorted here.
    public let traits: [Trait]?

    init?(json: JSONValue) {
        let entry: JSONValue
        if let local = json["fileSystem"]?.array.first {
            entry = local
            localPath = local["path"]?.string
            location = nil
        } else if let remote = json["sourceControl"]?.array.first {
            entry = remote
            localPath = nil
            location = remote["location"]?.allStrings.first
        } else if let registry = json["registry"]?.array.first {
            entry = registry
            localPath = nil
            location = registry["identity"]?.string ?? ""
        } else {
            return nil
        }
        identity = entry["identity"]?.string ?? ""
        traits = entry["traits"].flatMap { value in
            guard case .array(let list) = value else { return nil }
            return list.compactMap { trait in
                trait["name"]?.string.map {
                    let condition = trait["condition"]?["traits"]?.array.compactMap(\.string) ?? []
                    return Trait(name: $0, condition: condition.isEmpty ? nil : condition.sorted())
                }
            }.sorted { $0.name < $1.name }
        }
    }
}
