import Foundation

/// Parses the manifests' syntax and scans the Swift files under `Sources/` and
/// `Tests/` of every package while SwiftPM evaluates the manifests, which with
/// an empty cache is most of a run and leaves about a quarter of two cores
/// idle (the dump processes wait on each other and on the disk).
///
/// The early workers run at the lowest priority, so they take only CPU the
/// manifest processes leave. Once the manifests are in, ``results()`` joins
/// in on every core at normal priority, takes whatever is left, and returns
/// every scanned file by path and every manifest's locator; the manifests
/// then say which files count (a target with a custom path is scanned
/// afterwards).
final class EarlyScan: @unchecked Sendable {
    /// What the early workers produced.
    struct Results {
        /// Scanned files by standardized path.
        let files: [String: ScannedFile]
        /// The locator of each manifest, in the order they were given.
        let locators: [ManifestLocator]
    }

    private enum Item {
        case manifest(Int)
        case file(URL)
    }

    private let condition = NSCondition()
    private var pending: [Item]
    private var inFlight = 0
    private var scanned: [String: ScannedFile] = [:]
    private var locators: [Int: ManifestLocator] = [:]
    private let manifests: [SelectedManifest]
    private let rootPath: String

    /// Lists the files and starts `workers` low-priority threads on them,
    /// the manifests first (their locators are needed as soon as SwiftPM is done).
    init(
        manifests: [SelectedManifest], root: URL, workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.manifests = manifests
        rootPath = root.standardizedFileURL.path
        let files = manifests.flatMap { manifest in
            ["Sources", "Tests"].flatMap {
                SourceFileFinder.swiftFiles(in: manifest.directory.appendingPathComponent($0), excluding: [])
            }
        }
        pending = (manifests.indices.map { Item.manifest($0) } + files.map { Item.file($0) }).reversed()
        for _ in 0..<max(workers, 1) {
            Thread.detachNewThread { [self] in
                // On Linux `who` 0 is the calling thread alone, not the process.
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                work()
            }
        }
    }

    /// Does the remaining work on every core, waits for the early workers'
    /// last items, and returns everything.
    func results() -> Results {
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in work() }
        condition.lock()
        defer { condition.unlock() }
        while inFlight > 0 { condition.wait() }
        let ordered = manifests.indices.map { locators[$0] ?? locator(for: $0) }
        return Results(files: scanned, locators: ordered)
    }

    private func work() {
        while let item = take() {
            switch item {
            case .manifest(let index):
                let found = locator(for: index)
                finish { locators[index] = found }
            case .file(let url):
                let file = SourceScanner.scan(url, relativeTo: rootPath)
                finish { scanned[url.standardizedFileURL.path] = file }
            }
        }
    }

    private func locator(for index: Int) -> ManifestLocator {
        let manifest = manifests[index]
        let url = manifest.url
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return ManifestLocator(
            path: SourceScanner.relativePath(url.standardizedFileURL.path, to: rootPath), text: text,
            packageDirectory: manifest.directory)
    }

    private func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        guard let item = pending.popLast() else { return nil }
        inFlight += 1
        return item
    }

    private func finish(_ store: () -> Void) {
        condition.lock()
        store()
        inFlight -= 1
        condition.broadcast()
        condition.unlock()
    }
}
