/// A manifest that could not be read; the lint exits with status 2.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The package directory.
    public let package: String
    /// What went wrong, including SwiftPM's own message.
    public let problem: String

    /// A message for the terminal.
    public var description: String {
        "\(package)/Package.swift: error: cannot read the manifest: \(problem)"
    }
}
