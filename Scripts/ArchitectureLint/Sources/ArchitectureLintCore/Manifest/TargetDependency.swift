/// One entry of a target's `dependencies:` in a manifest.
public enum TargetDependency: Sendable, Equatable {
    /// `"Name"`: a target of the same package or a product of the same name.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(name: String, package: String)

    /// The name as written in the manifest.
    public var name: String {
        switch self {
        case .byName(let name), .target(let name), .product(let name, _): return name
        }
    }

    init?(json: JSONValue) {
        if let byName = json["byName"]?.array.first?.string {
            self = .byName(byName)
        } else if let target = json["target"]?.array.first?.string {
            self = .target(target)
        } else if let product = json["product"]?.array, let name = product.first?.string {
            self = .product(name: name, package: product.dropFirst().first?.string ?? name)
        } else {
            return nil
        }
    }
}
