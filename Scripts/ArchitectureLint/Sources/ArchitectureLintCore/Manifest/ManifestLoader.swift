import Foundation

/// Reads manifests through `swift package dump-package`, caching each dump by
/// the manifest's content so that a warm run starts no SwiftPM process.
public struct ManifestLoader: Sendable {
    /// Where dumps are cached; nil disables the cache.
    public let cacheDirectory: URL?

    /// Creates a loader.
    ///
    /// - Parameter cacheDirectory: where to keep dumps (`<root>/.build-lint`).
    public init(cacheDirectory: URL?) {
        self.cacheDirectory = cacheDirectory
    }

    /// Loads several packages' manifests, dumping cache misses in parallel.
    ///
    /// - Parameter packageDirectories: absolute package directories.
    /// - Returns: one result per directory, in order.
    public func load(_ packageDirectories: [URL]) -> [Result<PackageManifest, ManifestError>] {
        packageDirectories.concurrentMap { directory in
            Result { () throws(ManifestError) in try load(directory) }
        }
    }

    /// Loads one package's manifest.
    ///
    /// - Throws: ``ManifestError`` when the manifest is missing or SwiftPM
    ///   cannot evaluate it.
    public func load(_ directory: URL) throws(ManifestError) -> PackageManifest {
        let manifestURL = directory.appendingPathComponent("Package.swift")
        guard let contents = try? Data(contentsOf: manifestURL) else {
            throw ManifestError(package: directory.path, problem: "no Package.swift")
        }
        let key = FNV1a.hex([Array(contents), Array(directory.standardizedFileURL.path.utf8)])
        let cached = cacheDirectory?.appendingPathComponent("manifests/\(key).json")
        if let cached, let data = try? Data(contentsOf: cached), let manifest = try? PackageManifest(dumpPackageJSON: data) {
            return manifest
        }
        let data = try dump(directory)
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest(dumpPackageJSON: data)
        } catch {
            throw ManifestError(package: directory.path, problem: "unreadable dump-package output (\(error))")
        }
        if let cached {
            try? FileManager.default.createDirectory(at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: cached, options: .atomic)
        }
        return manifest
    }

    private func dump(_ directory: URL) throws(ManifestError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A private scratch path keeps this from waiting on the lock of a
        // build running in the same package; dump-package writes nothing there.
        let scratch = (cacheDirectory ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("scratch").path
        process.arguments = ["swift", "package", "dump-package", "--package-path", directory.path, "--scratch-path", scratch]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ManifestError(package: directory.path, problem: "cannot run `swift package dump-package` (\(error))")
        }
        // Read both pipes before waiting so a large dump cannot block the child.
        let errorBox = DataBox()
        let errorReader = Thread { errorBox.data = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorBox.isDone { usleep(1000) }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ManifestError(package: directory.path, problem: message.isEmpty ? "dump-package failed" : message)
        }
        return data
    }
}

/// Hands the stderr bytes from the reader thread to the waiting one.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    private var done = false

    var data: Data {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue; done = true } }
    }

    var isDone: Bool { lock.withLock { done } }
}
