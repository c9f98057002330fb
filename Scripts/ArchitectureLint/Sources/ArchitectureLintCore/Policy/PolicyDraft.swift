import Foundation

/// Drafts a starting policy for a workspace from what its manifests and
/// imports do today: one layer per package (the root package, if any, and
/// each directory below it holding a Package.swift), allowed exactly the
/// package dependencies and outside imports it already has. A draft to
/// review, not a verdict: tighten it, then lint.
public enum PolicyDraft {
    private static let palette = [
        "#f9d65c", "#9ec5e8", "#93d3a2", "#c9b3f0", "#f6b26b", "#e6a5a5", "#a5e6d8", "#dddddd",
    ]
    private static let standardLibrary = ["Swift", "_Concurrency", "_StringProcessing"]
    private static let toolchainModules = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Darwin",
        "Dispatch", "Synchronization", "Observation", "RegexBuilder", "Testing", "XCTest",
    ]

    /// The draft policy as JSON text.
    ///
    /// - Throws: ``LintError`` when a manifest cannot be read.
    public static func render(root: URL, cacheDirectory: URL?? = nil) throws(LintError) -> String {
        let root = root.standardizedFileURL
        let fileManager = FileManager.default
        var paths: [String] = []
        if fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { paths.append(".") }
        let children = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        for child in children
        where !child.hasPrefix(".")
            && fileManager.fileExists(
                atPath: root.appendingPathComponent(child).appendingPathComponent("Package.swift").path)
        {
            paths.append(child)
        }
        let directories = paths.map { root.appendingPathComponent($0).standardizedFileURL }
        let loader = ManifestLoader(cacheDirectory: cacheDirectory ?? ManifestLoader.defaultCacheDirectory, root: root)
        var manifests: [PackageManifest] = []
        for result in loader.load(directories) {
            switch result {
            case .success(let manifest): manifests.append(manifest)
            case .failure(let error): throw .manifest(error)
            }
        }
        func layerName(_ index: Int) -> String { paths[index] == "." ? "workspace" : paths[index].lowercased() }
        var moduleLayers: [String: Int] = [:]
        for (index, manifest) in manifests.enumerated() {
            for target in manifest.targets { moduleLayers[ModuleName.of(target: target.name)] = index }
        }
        var layers: [Layer] = []
        for (index, manifest) in manifests.enumerated() {
            let dependsOn = manifest.dependencies.compactMap(\.localPath).compactMap { path in
                directories.firstIndex { $0.path == URL(fileURLWithPath: path).standardizedFileURL.path }.map(layerName)
            }
            var imports: Set<String> = []
            var modules: [String: ModuleRole] = [:]
            for target in manifest.targets {
                modules[target.name] = role(of: target, in: manifest, inRoot: paths[index] == ".")
                let directory = directories[index].appendingPathComponent(target.directory)
                for url in SourceFileFinder.swiftFiles(in: directory, excluding: target.nonSourcePaths) {
                    for declaration in SourceScanner.scan(url, relativeTo: root.path).imports
                    where moduleLayers[declaration.module] == nil && !standardLibrary.contains(declaration.module) {
                        imports.insert(declaration.module)
                    }
                }
            }
            layers.append(
                Layer(
                    name: layerName(index), package: manifest.name, path: paths[index],
                    color: palette[index % palette.count],
                    mayDependOn: Array(Set(dependsOn)).sorted(), mayImport: imports.sorted(), modules: modules
                ))
        }
        // The settings most targets outside the root package share.
        var counts: [[String]: Int] = [:]
        for (index, manifest) in manifests.enumerated() where paths[index] != "." {
            for target in manifest.targets { counts[target.settings, default: 0] += 1 }
        }
        let firstSettings = counts.max { ($0.value, $1.key.count) < ($1.value, $0.key.count) }?.key ?? []
        let policy = Policy(
            schemaVersion: 1, standardLibrary: standardLibrary, toolchainModules: toolchainModules,
            testImports: ["Testing", "XCTest", "Foundation"], swiftSettings: firstSettings,
            swiftLanguageModes: manifests.first?.languageModes ?? [], allowedExportedImports: [], layers: layers
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(policy) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A guess from the target's kind and name: `…Testing` and anything that
    /// depends on it (a test server, a benchmark) is test support.
    private static func role(of target: TargetManifest, in manifest: PackageManifest, inRoot: Bool) -> ModuleRole {
        if inRoot { return .aggregate }
        if target.type == "test" { return .tests }
        let usesTestSupport = target.dependencies.contains { $0.name.hasSuffix("Testing") }
        if target.name.hasSuffix("Testing") || usesTestSupport { return .testSupport }
        return target.type == "executable" ? .executable : .library
    }
}
