import Foundation

/// Runs every check over a workspace: policy, manifests and imports against
/// each other.
public struct Linter: Sendable {
    /// The workspace root (the directory above `Scripts/`).
    public let root: URL
    /// The policy file.
    public let policyURL: URL
    /// Where manifest dumps are cached; nil to always run SwiftPM.
    public let cacheDirectory: URL?

    /// Creates a linter.
    ///
    /// - Parameters:
    ///   - root: the workspace root.
    ///   - policyURL: the policy; by default `<root>/Scripts/architecture.json`.
    ///   - cacheDirectory: by default ``ManifestLoader/defaultCacheDirectory``.
    public init(root: URL, policyURL: URL? = nil, cacheDirectory: URL?? = nil) {
        self.root = root.standardizedFileURL
        self.policyURL = policyURL ?? root.appendingPathComponent("Scripts/architecture.json")
        self.cacheDirectory = cacheDirectory ?? ManifestLoader.defaultCacheDirectory
    }

    /// Loads the policy and every layer's manifest.
    func loadModel() throws(LintError) -> WorkspaceModel {
        try loadModel(policy: loadPolicy())
    }

    private func loadPolicy() throws(LintError) -> Policy {
        do {
            return try Policy.load(from: policyURL)
        } catch {
            throw .policy(error)
        }
    }

    private func loadModel(policy: Policy) throws(LintError) -> WorkspaceModel {
        let directories = policy.layers.map { root.appendingPathComponent($0.path).standardizedFileURL }
        let results = ManifestLoader(cacheDirectory: cacheDirectory, root: root).load(directories)
        var packages: [LoadedPackage] = []
        for (index, result) in results.enumerated() {
            let manifest: PackageManifest
            switch result {
            case .success(let value): manifest = value
            case .failure(let error): throw .manifest(error)
            }
            let layer = policy.layers[index]
            let manifestURL = directories[index].appendingPathComponent(manifest.fileName)
            let manifestPath = relativePath(manifestURL)
            let text = (try? String(contentsOf: manifestURL, encoding: .utf8)) ?? ""
            packages.append(
                LoadedPackage(
                    layer: layer, manifest: manifest, directory: directories[index], manifestPath: manifestPath,
                    locator: ManifestLocator(path: manifestPath, text: text, packageDirectory: directories[index])
                ))
        }
        return WorkspaceModel(
            policy: policy, policyPath: relativePath(policyURL), packages: packages,
            outside: OutsidePackages(cacheDirectory: cacheDirectory))
    }

    /// Lints the workspace.
    ///
    /// - Throws: ``LintError`` when the policy or a manifest cannot be read.
    public func run() throws(LintError) -> LintResult {
        let policy = try loadPolicy()
        let early = EarlyScan(
            packageDirectories: policy.layers.map { root.appendingPathComponent($0.path).standardizedFileURL },
            root: root)
        let model = try loadModel(policy: policy)
        let sources = scanSources(of: model, scanned: early.results())
        var suppressions: [String: [Suppression]] = [:]
        for file in sources.flatMap(\.files) where !file.suppressions.isEmpty {
            suppressions[file.path] = file.suppressions
        }
        for package in model.packages {
            if !package.locator.suppressions.isEmpty {
                suppressions[package.manifestPath] = package.locator.suppressions
            }
        }
        var diagnostics = ManifestPolicyCheck(model: model).run()
        diagnostics += ImportPolicyCheck(model: model).run(sources)
        diagnostics += ImportManifestCheck(model: model).run(sources)
        diagnostics += ExportedImportCheck(model: model).run(sources)
        diagnostics = SuppressionFilter().apply(diagnostics, suppressions: suppressions)
        return LintResult(
            diagnostics: Set(diagnostics).sorted(),
            filesScanned: sources.reduce(0) { $0 + $1.files.count },
            packagesChecked: model.packages.count
        )
    }

    /// Finds every target's Swift files and scans those `scanned` lacks, in parallel.
    private func scanSources(of model: WorkspaceModel, scanned early: [String: ScannedFile]) -> [TargetSources] {
        let work: [(target: Int, url: URL)] = model.targets.enumerated().flatMap { index, target in
            let directory = target.package.directory.appendingPathComponent(target.manifest.directory)
            return SourceFileFinder.swiftFiles(in: directory, excluding: target.manifest.nonSourcePaths).map {
                (index, $0)
            }
        }
        let rootPath = root.path
        let scanned = work.map(\.url).chunkedConcurrentMap(chunks: ProcessInfo.processInfo.activeProcessorCount * 4) {
            url in
            early[url.standardizedFileURL.path] ?? SourceScanner.scan(url, relativeTo: rootPath)
        }
        var byTarget = Array(repeating: [ScannedFile](), count: model.targets.count)
        for (index, file) in scanned.enumerated() { byTarget[work[index].target].append(file) }
        return model.targets.enumerated().map { TargetSources(target: $1, files: byTarget[$0]) }
    }

    private func relativePath(_ url: URL) -> String {
        SourceScanner.relativePath(url.standardizedFileURL.path, to: root.path)
    }
}
