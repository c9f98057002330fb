import Foundation

/// Which manifest file SwiftPM evaluates in a package directory: the
/// `Package@swift-X[.Y[.Z]].swift` with the highest version the toolchain
/// supports, unless `Package.swift` itself declares a newer tools version;
/// otherwise `Package.swift`.
enum ManifestSelection {
    /// The file name SwiftPM uses, given the toolchain's version (asked for
    /// only when a version-specific manifest exists).
    static func manifestFile(in directory: URL, toolchainVersion: () -> [Int]) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        guard names.contains(where: { version(ofManifestNamed: $0) != nil }) else { return "Package.swift" }
        let toolchain = toolchainVersion()
        var best: (version: [Int], name: String)?
        for name in names {
            guard let version = version(ofManifestNamed: name), compare(version, toolchain) <= 0 else { continue }
            if let current = best, compare(version, current.version) <= 0 { continue }
            best = (version, name)
        }
        guard let best else { return "Package.swift" }
        if let regular = try? String(contentsOf: directory.appendingPathComponent("Package.swift"), encoding: .utf8),
            let regularVersion = toolsVersion(of: regular), compare(regularVersion, best.version) > 0,
            compare(regularVersion, toolchain) <= 0
        {
            return "Package.swift"
        }
        return best.name
    }

    /// `[6, 1]` for `Package@swift-6.1.swift`; nil for other names.
    static func version(ofManifestNamed name: String) -> [Int]? {
        guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
        let text = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// The version in a `// swift-tools-version:X.Y` first line.
    static func toolsVersion(of manifest: String) -> [Int]? {
        guard let first = manifest.split(separator: "\n", maxSplits: 1).first,
            let range = first.range(of: "swift-tools-version:")
        else { return nil }
        let rest = first[range.upperBound...].drop { $0 == " " }
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// Compares versions component by component, missing ones as 0.
    static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}

/// The Swift toolchain that `swift` on the PATH runs: an identity for cache
/// keys (its resolved path, size and modification time) and its version,
/// asked for only when needed and remembered per identity.
struct Toolchain: Sendable {
    let identity: String
    let cacheDirectory: URL?
    /// `swift-package` beside the `swift` on the PATH, run directly: going
    /// through `swift package` costs an `env` and a driver process per dump.
    var packageTool: URL?

    static func current(cacheDirectory: URL?) -> Toolchain {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        var identity = "swift"
        var packageTool: URL?
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            let resolved = candidate.resolvingSymlinksInPath().path
            let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity = "\(resolved):\(size):\(modified)"
            let sibling = URL(fileURLWithPath: resolved).deletingLastPathComponent().appendingPathComponent(
                "swift-package")
            if FileManager.default.isExecutableFile(atPath: sibling.path) { packageTool = sibling }
            break
        }
        return Toolchain(identity: identity, cacheDirectory: cacheDirectory, packageTool: packageTool)
    }

    /// `[6, 3, 1]`: from the cache, else from `swift --version`.
    func version() -> [Int] {
        let cached = cacheDirectory?.appendingPathComponent("toolchain-\(FNV1a.hex([Array(identity.utf8)])).txt")
        if let cached, let text = try? String(contentsOf: cached, encoding: .utf8), let version = Self.parse(text) {
            return version
        }
        let text = Self.run(["swift", "--version"])
        let version = Self.parse(text) ?? [6, 0]
        if let cached {
            try? FileManager.default.createDirectory(
                at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: cached, atomically: true, encoding: .utf8)
        }
        return version
    }

    /// `[6, 3, 1]` from `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    static func parse(_ text: String) -> [Int]? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    private static func run(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
