import Foundation

/// Runs every check over a workspace: policy, manifests and imports against
/// each other.
public struct Linter: Sendable {
    /// The workspace root (the directory above `Scripts/`).
    public let root: URL
    /// The policy file.
    public let policyURL: URL
    /// Where manifest dumps, outside packages' products and each file's
    /// scan are kept between runs; nil to keep nothing.
    public let cacheDirectory: URL?
    /// The lint whose answers the cache may give back (see ``LintBinary``).
    let lintIdentity: String
    /// The toolchain; nil for the one `swift` on the PATH belongs to.
    let toolchain: Toolchain?

    /// Creates a linter.
    ///
    /// - Parameters:
    ///   - root: the workspace root.
    ///   - policyURL: the policy; by default `<root>/Scripts/architecture.json`.
    ///   - cacheDirectory: by default ``ManifestLoader/defaultCacheDirectory``.
    public init(root: URL, policyURL: URL? = nil, cacheDirectory: URL?? = nil) {
        self.init(root: root, policyURL: policyURL, cacheDirectory: cacheDirectory, lintIdentity: LintBinary.identity)
    }

    /// Creates a linter that plays another lint or toolchain, for tests of the cache.
    init(
        root: URL, policyURL: URL? = nil, cacheDirectory: URL?? = nil, lintIdentity: String,
        toolchain: Toolchain? = nil
    ) {
        self.root = root.standardizedFileURL
        self.policyURL = policyURL ?? root.appendingPathComponent("Scripts/architecture.json")
        self.cacheDirectory = cacheDirectory ?? ManifestLoader.defaultCacheDirectory
        self.lintIdentity = lintIdentity
        self.toolchain = toolchain
    }

    /// Loads the policy and every layer's manifest.
    func loadModel() throws(LintError) -> WorkspaceModel {
        let policy = try loadPolicy()
        let (loader, toolchain, manifests) = selectManifests(of: policy)
        let results = loader.start(manifests, toolchain: toolchain).wait()
        let locators = manifests.map { $0.locator(relativeTo: root.path) }
        return try model(
            policy: policy, manifests: manifests, results: results, locators: locators,
            environment: cacheEnvironment(toolchain))
    }

    private func cacheEnvironment(_ toolchain: Toolchain) -> CacheEnvironment {
        CacheEnvironment(lint: lintIdentity, toolchain: toolchain.identity)
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
        let toolchain = self.toolchain ?? Toolchain.current(cacheDirectory: cacheDirectory)
        let manifests = policy.layers.map {
            SelectedManifest(directory: root.appendingPathComponent($0.path).standardizedFileURL, toolchain: toolchain)
        }
        return (loader, toolchain, manifests)
    }

    /// The workspace model from the dumped manifests and their syntax.
    private func model(
        policy: Policy, manifests: [SelectedManifest], results: [Result<PackageManifest, ManifestError>],
        locators: [ManifestLocator], environment: CacheEnvironment
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
            outside: OutsidePackages(cacheDirectory: cacheDirectory, root: root, environment: environment))
    }

    /// Lints the workspace.
    ///
    /// - Throws: ``LintError`` when the policy or a manifest cannot be read.
    public func run() throws(LintError) -> LintResult {
        let policy = try loadPolicy()
        let (loader, toolchain, manifests) = selectManifests(of: policy)
        // SwiftPM first: with an empty cache its processes are most of the run.
        let dumps = loader.start(manifests, toolchain: toolchain)
        let environment = cacheEnvironment(toolchain)
        let parses = ParseCache(directory: cacheDirectory, root: root, environment: environment)
        let early = EarlyScan(packageDirectories: manifests.map(\.directory), root: root, cache: parses)
        // Parsed here at normal priority while SwiftPM runs: at the early
        // scan's low priority a big manifest could be the last item left.
        let locators = manifests.map { $0.locator(relativeTo: root.path) }
        let results = dumps.wait()
        let model = try model(
            policy: policy, manifests: manifests, results: results, locators: locators, environment: environment)
        let sources = scanSources(of: model, scanned: early.results(), cache: parses)
        let wholeFileFlags = wholeFileConditionFlags(of: sources, cache: parses)
        parses.save()
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
        diagnostics += TraitNameCheck(model: model, wholeFileConditionFlags: wholeFileFlags).run(sources)
        diagnostics = SuppressionFilter().apply(diagnostics, suppressions: suppressions)
        return LintResult(
            diagnostics: Set(diagnostics).sorted(),
            filesScanned: sources.reduce(0) { $0 + $1.files.count },
            packagesChecked: model.packages.count
        )
    }

    /// Finds every target's Swift files and scans those `scanned` lacks, in parallel.
    private func scanSources(
        of model: WorkspaceModel, scanned early: [String: ScannedFile], cache: ParseCache
    ) -> [TargetSources] {
        let work: [(target: Int, path: String)] = model.targets.enumerated().flatMap { index, target in
            let directory = target.package.directory.appendingPathComponent(target.manifest.directory)
            return SourceFileFinder.swiftFilePaths(in: directory, excluding: target.manifest.nonSourcePaths).map {
                (index, $0)
            }
        }
        let rootPath = root.path
        let scanned = work.map(\.path).chunkedConcurrentMap(chunks: ProcessInfo.processInfo.activeProcessorCount * 4) {
            path in
            early[path] ?? cache.scan(path: path, relativeTo: rootPath)
        }
        var byTarget = Array(repeating: [ScannedFile](), count: model.targets.count)
        for (index, file) in scanned.enumerated() { byTarget[work[index].target].append(file) }
        return model.targets.enumerated().map { TargetSources(target: $1, files: byTarget[$0]) }
    }

    /// The condition names of every whole file the trait check needs: in a
    /// package that declares traits, each file whose scan covered only its
    /// header while `#if` appears after it. Read in parallel, through the cache.
    private func wholeFileConditionFlags(of sources: [TargetSources], cache: ParseCache) -> [String: [ConditionFlag]] {
        let paths = sources.filter { !PackageTraits($0.target.package.manifest).names.isEmpty }
            .flatMap(\.files).filter(\.hasConditionsAfterHeader).map(\.path)
        let root = self.root
        let flags = paths.concurrentMap { cache.wholeFileConditionFlags(root.appendingPathComponent($0)) }
        return Dictionary(zip(paths, flags)) { first, _ in first }
    }

    private func relativePath(_ url: URL) -> String {
        SourceScanner.relativePath(url.standardizedFileURL.path, to: root.path)
    }
}
