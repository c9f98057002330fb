/// A target as declared in a manifest.
public struct TargetManifest: Sendable, Equatable {
    /// The target (module) name.
    public let name: String
    /// SwiftPM's target type: `regular`, `executable`, `test`, …
    public let type: String
    /// A custom `path:`, relative to the package, if given.
    public let path: String?
    /// Paths excluded from the target, relative to the target directory.
    public let exclude: [String]
    /// Resource paths (`resources: [.process("X")]`), relative to the target
    /// directory: SwiftPM does not compile Swift files under them.
    public let resources: [String]
    /// The declared dependencies, in order.
    public let dependencies: [TargetDependency]
    /// The compiler settings, rendered like `enableUpcomingFeature(ExistentialAny)`.
    public let settings: [String]
    /// The compilation conditions its settings define (`.define("X")` gives `X`).
    public let definedConditions: [String]
    /// The traits named in its settings' conditions (`.when(traits: […])`).
    public let settingTraits: [String]

    /// Paths under the target directory that hold no sources.
    public var nonSourcePaths: [String] { exclude + resources }

    /// The target directory relative to the package, by SwiftPM's conventions.
    public var directory: String {
        if let path { return path }
        return (type == "test" ? "Tests/" : "Sources/") + name
    }

    init?(json: JSONValue) {
        guard let name = json["name"]?.string else { return nil }
        self.name = name
        type = json["type"]?.string ?? "regular"
        path = json["path"]?.string
        exclude = json["exclude"]?.array.compactMap(\.string) ?? []
        resources = json["resources"]?.array.compactMap { $0["path"]?.string } ?? []
        dependencies = json["dependencies"]?.array.compactMap(TargetDependency.init(json:)) ?? []
        let settings = json["settings"]?.array ?? []
        self.settings = settings.map(Self.render(setting:))
        definedConditions = settings.compactMap { setting in
            // `.define("X=1")` defines X too.
            setting["kind"]?["define"]?.allStrings.first.map { String($0.prefix { $0 != "=" }) }
        }
        settingTraits = settings.flatMap { ($0["condition"]?["traits"]?.array.compactMap(\.string) ?? []).sorted() }
    }

    /// Renders one setting as `kind(values)`, prefixed by its tool unless it is
    /// `swift`, and suffixed by its condition if it has one (its names sorted:
    /// SwiftPM keeps a condition's platforms and traits as sets).
    static func render(setting: JSONValue) -> String {
        let kind = setting["kind"]?.object ?? [:]
        let parts = kind.keys.sorted().map { key in
            "\(key)(\((kind[key]?.allStrings ?? []).joined(separator: ", ")))"
        }
        var text = parts.joined(separator: " ")
        if let tool = setting["tool"]?.string, tool != "swift" { text = "\(tool): \(text)" }
        if let condition = setting["condition"], condition != .null {
            text += " when \(condition.allStrings.sorted().joined(separator: ", "))"
        }
        return text
    }
}
