import Foundation

/// A package's manifest file as SwiftPM will select it for this toolchain,
/// read once: its bytes key the dump cache, and its syntax can be parsed while
/// SwiftPM still evaluates it.
struct SelectedManifest: Sendable {
    /// The package directory.
    let directory: URL
    /// `Package.swift`, or a version-specific `Package@swift-6.1.swift`.
    let fileName: String
    /// The file's bytes; nil when it cannot be read.
    let contents: Data?

    /// The manifest file.
    var url: URL { directory.appendingPathComponent(fileName) }

    /// Selects and reads the manifest of the package in `directory`.
    init(directory: URL, toolchain: Toolchain) {
        self.directory = directory
        fileName = ManifestSelection.manifestFile(in: directory, toolchainVersion: toolchain.version)
        contents = try? Data(contentsOf: directory.appendingPathComponent(fileName))
    }

    /// The manifest's syntax, to place diagnostics: the file SwiftPM evaluates,
    /// so it can be parsed while SwiftPM runs.
    ///
    /// - Parameter rootPath: the workspace root, which the locator's path is relative to.
    func locator(relativeTo rootPath: String) -> ManifestLocator {
        ManifestLocator(
            path: SourceScanner.relativePath(url.standardizedFileURL.path, to: rootPath),
            text: (try? String(contentsOf: url, encoding: .utf8)) ?? "", packageDirectory: directory)
    }
}
