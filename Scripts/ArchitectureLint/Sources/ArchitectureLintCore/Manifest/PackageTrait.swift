/// A trait a package declares (`traits: [.trait(name: "HTTP", enabledTraits: […])]`).
public struct PackageTrait: Sendable, Equatable {
    /// The trait's name, which is also the compilation condition SwiftPM
    /// defines in the package's targets while the trait is enabled.
    public let name: String
    /// The package's other traits that enabling this one enables too, sorted
    /// (SwiftPM keeps them as a set: dump-package lists them in any order).
    public let enabledTraits: [String]

    /// The name of the entry that lists a package's default traits; it is no
    /// trait of its own.
    static let defaultName = "default"

    init?(json: JSONValue) {
        guard let name = json["name"]?.string else { return nil }
        self.name = name
        enabledTraits = (json["enabledTraits"]?.array.compactMap(\.string) ?? []).sorted()
    }
}
