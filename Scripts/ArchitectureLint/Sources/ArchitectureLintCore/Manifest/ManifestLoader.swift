import Foundation

/// Reads manifests through `swift package dump-package`, caching each dump by
/// the selected manifest file's content, its place in the workspace and the
/// toolchain, so that a warm run starts no SwiftPM process. Paths inside a
/// cached dump are stored relative to the workspace root, so a fresh clone
/// of an unchanged workspace, anywhere on the machine, hits the cache too.
public struct ManifestLoader: Sendable {
    /// Where dumps are cached; nil disables the cache.
    public let cacheDirectory: URL?
    /// The workspace root, which cached paths are relative to.
    public let root: URL?

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - cacheDirectory: where to keep dumps (see ``defaultCacheDirectory``).
    ///   - root: the workspace root; without it, dumps are cached by absolute path.
    public init(cacheDirectory: URL?, root: URL? = nil) {
        self.cacheDirectory = cacheDirectory
        self.root = root?.standardizedFileURL
    }

    /// `$XDG_CACHE_HOME/architecture-lint`, else `~/.cache/architecture-lint`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("architecture-lint")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/architecture-lint")
    }

    private static let rootMarker = "@ARCHITECTURE_LINT_ROOT@"

    /// Loads several packages' manifests, dumping cache misses in parallel.
    ///
    /// - Parameter packageDirectories: absolute package directories.
    /// - Returns: one result per directory, in order.
    public func load(_ packageDirectories: [URL]) -> [Result<PackageManifest, ManifestError>] {
        let toolchain = Toolchain.current(cacheDirectory: cacheDirectory)
        let manifests = packageDirectories.map { SelectedManifest(directory: $0, toolchain: toolchain) }
        return start(manifests, toolchain: toolchain).wait()
    }

    /// Loads one package's manifest.
    ///
    /// - Throws: ``ManifestError`` when the manifest is missing or SwiftPM
    ///   cannot evaluate it.
    public func load(_ directory: URL) throws(ManifestError) -> PackageManifest {
        let toolchain = Toolchain.current(cacheDirectory: cacheDirectory)
        return try load(SelectedManifest(directory: directory, toolchain: toolchain), toolchain: toolchain)
    }

    /// Starts loading the selected manifests, each on its own thread (a
    /// SwiftPM process for each cache miss), and returns at once, so the
    /// caller can work while SwiftPM runs.
    func start(_ manifests: [SelectedManifest], toolchain: Toolchain) -> PendingManifests {
        manifests.startConcurrentMap { manifest in
            Result { () throws(ManifestError) in try load(manifest, toolchain: toolchain) }
        }
    }

    /// Loads one package's manifest: the file SwiftPM selects for this
    /// toolchain, cached by that file's name and content, the package's path
    /// and the toolchain's identity.
    func load(_ selected: SelectedManifest, toolchain: Toolchain) throws(ManifestError) -> PackageManifest {
        let directory = selected.directory
        let fileName = selected.fileName
        guard let contents = selected.contents else {
            throw ManifestError(package: directory.path, problem: "no Package.swift")
        }
        let directoryPath = directory.standardizedFileURL.path
        let rootPath = root?.path
        let place = rootPath.map { SourceScanner.relativePath(directoryPath, to: $0) } ?? directoryPath
        let key = Self.dumpKey(contents: contents, fileName: fileName, place: place, toolchain: toolchain)
        let cached = cacheDirectory?.appendingPathComponent("manifests/\(key).json")
        if let cached, let stored = try? Data(contentsOf: cached) {
            let data = rootPath.map { Self.replace(marker: Self.rootMarker, with: $0, in: stored) } ?? stored
            if var manifest = try? PackageManifest(dumpPackageJSON: data) {
                manifest.fileName = fileName
                return manifest
            }
        }
        let data = try dump(directory, toolchain: toolchain)
        var manifest: PackageManifest
        do {
            manifest = try PackageManifest(dumpPackageJSON: data)
            manifest.fileName = fileName
        } catch {
            throw ManifestError(package: directory.path, problem: "unreadable dump-package output (\(error))")
        }
        if let cached {
            try? FileManager.default.createDirectory(
                at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
            let stored = rootPath.map { Self.replace(pathPrefix: $0, with: Self.rootMarker, in: data) } ?? data
            try? stored.write(to: cached, options: .atomic)
        }
        return manifest
    }

    /// The name of a kept dump: the manifest file's content and name, the
    /// package's place in the workspace and the toolchain. The lint is not
    /// part of it: a dump is SwiftPM's answer, which every lint reads afresh.
    static func dumpKey(contents: Data, fileName: String, place: String, toolchain: Toolchain) -> String {
        FNV1a.hex([Array(contents), Array(fileName.utf8), Array(place.utf8), Array(toolchain.identity.utf8)])
    }

    /// Replaces every `marker` by `new` in JSON bytes. Byte by byte: on Linux,
    /// `replacingOccurrences` took longer than decoding the dump.
    static func replace(marker: String, with new: String, in data: Data) -> Data {
        let old = Array(marker.utf8)
        let replacement = Array(new.utf8)
        let bytes = Array(data)
        guard let first = old.first else { return data }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, index + old.count <= bytes.count,
                bytes[index..<index + old.count].elementsEqual(old)
            {
                result += replacement
                index += old.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return Data(result)
    }

    /// Replaces the path `old` by `new` in JSON text, where a string starts
    /// with it and a path component or the string ends after it.
    private static func replace(pathPrefix old: String, with new: String, in data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\"\(old)/", with: "\"\(new)/")
            .replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"")
        return Data(text.utf8)
    }

    private func dump(_ directory: URL, toolchain: Toolchain) throws(ManifestError) -> Data {
        let process = Process()
        // A private scratch path keeps this from waiting on the lock of a
        // build running in the same package; dump-package writes nothing there.
        // One per package: SwiftPM locks its scratch path, which would make
        // concurrent dumps wait for each other.
        let scratch = (cacheDirectory ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("scratch/\(FNV1a.hex([Array(directory.standardizedFileURL.path.utf8)]))").path
        let arguments = ["dump-package", "--package-path", directory.path, "--scratch-path", scratch]
        if let tool = toolchain.packageTool {
            process.executableURL = tool
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package"] + arguments
        }
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
        let errorsRead = DispatchSemaphore(value: 0)
        let errorReader = Thread {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        errorReader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ManifestError(package: directory.path, problem: message.isEmpty ? "dump-package failed" : message)
        }
        return data
    }
}

/// Manifests being loaded, one result per package in order.
typealias PendingManifests = PendingMap<Result<PackageManifest, ManifestError>>

/// Hands the stderr bytes from the reader thread to the waiting one.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    var data: Data {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
