import Foundation

/// A workspace package: its layer, its manifest and where it lives.
struct LoadedPackage: Sendable {
    let layer: Layer
    let manifest: PackageManifest
    let directory: URL
    /// The manifest's path relative to the workspace root (`App/Package.swift`).
    let manifestPath: String
    let locator: ManifestLocator

    /// The package's directory name, which is also its identity in
    /// `.product(name:package:)`.
    var identity: String {
        directory.lastPathComponent.lowercased()
    }
}
