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
        let policy = try loadPolicy()
        let (loader, toolchain, manifests) = selectManifests(of: policy)
        let results = loader.start(manifests, toolchain: toolchain).wait()
        let locators = manifests.map { $0.locator(relativeTo: root.path) }
        return try model(policy: policy, manifests: manifests, results: results, locators: locators)
    }

    private func loadPolicy() throws(LintError) -> Policy {
        do {
            return try Policy.load(from: policyURL)
        } catch {
            throw .policy(error)
        }
    }

    /// Each layer's manifest as SwiftPM will select it, and the loader to dump them.
    private func selectManifests(of policy: Policy) -> (ManifestLoader, Toolchain, [SelectedManifest]) {
        let loader = ManifestLoader(cacheDirectory: cacheDirectory, root: root)
        let toolchain = Toolchain.current(cacheDirectory: cacheDirectory)
        let manifests = policy.layers.map {
            SelectedManifest(directory: root.appendingPathComponent($0.path).standardizedFileURL, toolchain: toolchain)
        }
        return (loader, toolchain, manifests)
    }

    /// The workspace model from the dumped manifests and their syntax.
    private func model(
        policy: Policy, manifests: [SelectedManifest], results: [Result<PackageManifest, ManifestError>],
        locators: [ManifestLocator]
    ) throws(LintError) -> WorkspaceModel {
        var packages: [LoadedPackage] = []
        for (index, result) in results.enumerated() {
            let manifest: PackageManifest
            switch result {
            case .success(let value): manifest = value
            case .failure(let error): throw .manifest(error)
            }
            packages.append(
                LoadedPackage(
                    layer: policy.layers[index], manifest: manifest, directory: manifests[index].directory,
                    manifestPath: locators[index].path, locator: locators[index]))
        }
        return WorkspaceModel(
            policy: policy, policyPath: relativePath(policyURL), packages: packages,
            outside: OutsidePackages(cacheDirectory: cacheDirectory, root: root))
    }

    /// Lints the workspace.
    ///
    /// - Throws: ``LintError`` when the policy or a manifest cannot be read.
    public func run() throws(LintError) -> LintResult {
        let policy = try loadPolicy()
        let (loader, toolchain, manifests) = selectManifests(of: policy)
        // SwiftPM first: with an empty cache its processes are most of the run.
        let dumps = loader.start(manifests, toolchain: toolchain)
        let early = EarlyScan(packageDirectories: manifests.map(\.directory), root: root)
        // Parsed here at normal priority while SwiftPM runs: at the early
        // scan's low priority a big manifest could be the last item left.
        let locators = manifests.map { $0.locator(relativeTo: root.path) }
        let results = dumps.wait()
        let model = try model(policy: policy, manifests: manifests, results: results, locators: locators)
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
        diagnostics += TraitImportCheck(model: model).run(sources)
        diagnostics += TraitNameCheck(model: model, root: root).run(sources)
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
