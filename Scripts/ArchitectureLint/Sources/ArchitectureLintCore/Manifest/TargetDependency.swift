/// One entry of a target's `dependencies:` in a manifest.
public struct TargetDependency: Sendable, Equatable {
    /// How the entry names what it depends on.
    public enum Kind: Sendable, Equatable {
        /// `"Name"`: a target of the same package or a product of the same name.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String)
    }

    /// What the entry depends on.
    public let kind: Kind
    /// The traits of `condition: .when(traits: […])`, sorted (SwiftPM keeps them
    /// as a set, so dump-package lists them in any order from one run to the
    /// next): SwiftPM adds the dependency when any one of them is enabled. Nil when the
    /// entry has no trait condition (a platform condition alone counts as none:
    /// the lint checks every platform at once).
    public let traits: [String]?

    /// The name as written in the manifest.
    public var name: String {
        switch kind {
        case .byName(let name), .target(let name), .product(let name, _): return name
        }
    }

    /// Reads one entry of dump-package's `dependencies`: `{"byName": [name,
    /// condition]}`, `{"target": [name, condition]}` or `{"product": [name,
    /// package, moduleAliases, condition]}`, the condition being null or
    /// `{"platformNames": […], "traits": […]}`.
    init?(json: JSONValue) {
        let condition: JSONValue?
        if let byName = json["byName"]?.array, let name = byName.first?.string {
            kind = .byName(name)
            condition = byName.dropFirst().first
        } else if let target = json["target"]?.array, let name = target.first?.string {
            kind = .target(name)
            condition = target.dropFirst().first
        } else if let product = json["product"]?.array, let name = product.first?.string {
            kind = .product(name: name, package: product.dropFirst().first?.string ?? name)
            condition = product.dropFirst(3).first
        } else {
            return nil
        }
        let traits = condition?["traits"]?.array.compactMap(\.string) ?? []
        self.traits = traits.isEmpty ? nil : traits.sorted()
    }
}
