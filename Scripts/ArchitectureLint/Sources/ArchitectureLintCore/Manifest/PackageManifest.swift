import Foundation

/// What the lint needs from one package's manifest, read from
/// `swift package dump-package` (never from the manifest's text).
public struct PackageManifest: Sendable, Equatable {
    /// The package name.
    public let name: String
    /// Package-level dependencies.
    public let dependencies: [PackageDependency]
    /// Targets in declaration order.
    public let targets: [TargetManifest]
    /// Products by name, with the targets each one vends.
    public let products: [String: [String]]
    /// The declared Swift language modes (`swiftLanguageModes:`).
    public let languageModes: [String]
    /// The traits the package declares, by name (dump-package lists SwiftPM's
    /// set in any order), without the `default` entry, which only lists the
    /// default traits.
    public let traits: [PackageTrait]
    /// The traits enabled when a client asks for none (`.default(enabledTraits:)`).
    public let defaultTraits: [String]
    /// The manifest file SwiftPM evaluated (`Package.swift` or a
    /// version-specific `Package@swift-6.1.swift`).
    public internal(set) var fileName = "Package.swift"

    /// Parses `dump-package` JSON.
    ///
    /// - Throws: an error when the data is not JSON or has no package name.
    public init(dumpPackageJSON data: Data) throws {
        let json = JSONValue(jsonObject: try JSONSerialization.jsonObject(with: data))
        guard let name = json["name"]?.string else {
            throw ManifestError(package: "?", problem: "dump-package output has no package name")
        }
        self.name = name
        dependencies = json["dependencies"]?.array.compactMap(PackageDependency.init(json:)) ?? []
        targets = json["targets"]?.array.compactMap(TargetManifest.init(json:)) ?? []
        var products: [String: [String]] = [:]
        for product in json["products"]?.array ?? [] {
            if let productName = product["name"]?.string {
                products[productName] = product["targets"]?.array.compactMap(\.string) ?? []
            }
        }
        self.products = products
        languageModes = json["swiftLanguageVersions"]?.array.compactMap(\.string) ?? []
        let declared = json["traits"]?.array.compactMap(PackageTrait.init(json:)) ?? []
        traits = declared.filter { $0.name != PackageTrait.defaultName }.sorted { $0.name < $1.name }
        defaultTraits = declared.first { $0.name == PackageTrait.defaultName }?.enabledTraits ?? []
    }

    /// The target with the given name.
    public func target(named name: String) -> TargetManifest? {
        targets.first { $0.name == name }
    }
}
