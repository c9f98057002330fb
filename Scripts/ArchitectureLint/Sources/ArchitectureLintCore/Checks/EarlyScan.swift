import Foundation

/// Scans the Swift files under `Sources/` and `Tests/` of every package while
/// SwiftPM evaluates the manifests, which with an empty cache is most of a
/// run.
///
/// The early workers run at the lowest priority, so they take only CPU the
/// manifest processes leave (on an idle machine with two cores the dumps
/// keep both busy most of the time, so much of the scan still waits for
/// them). Once the manifests are in, ``results()`` joins in on every core at
/// normal priority, takes whatever is left, and returns every scanned file by
/// path; the manifests then say which of them count (a target with a custom
/// path is scanned afterwards).
final class EarlyScan: @unchecked Sendable {
    private let condition = NSCondition()
    /// Standardized paths still to scan, the first last.
    private var pending: [String]
    private var inFlight = 0
    private var scanned: [String: ScannedFile] = [:]
    private let rootPath: String
    private let cache: ParseCache?

    /// Lists the files and starts `workers` low-priority threads on them,
    /// which scan each file through `cache` when there is one.
    init(
        packageDirectories: [URL], root: URL, cache: ParseCache? = nil,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        rootPath = root.standardizedFileURL.path
        self.cache = cache
        pending = packageDirectories.flatMap { directory in
            ["Sources", "Tests"].flatMap {
                SourceFileFinder.swiftFilePaths(in: directory.appendingPathComponent($0), excluding: [])
            }
        }.reversed()
        for _ in 0..<max(workers, 1) {
            Thread.detachNewThread { [self] in
                // On Linux `who` 0 is the calling thread alone, not the process.
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                work()
            }
        }
    }

    /// Scans the remaining files on every core, waits for the early workers'
    /// last files, and returns every scanned file by standardized path.
    func results() -> [String: ScannedFile] {
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in work() }
        condition.lock()
        defer { condition.unlock() }
        while inFlight > 0 { condition.wait() }
        return scanned
    }

    private func work() {
        while let path = take() {
            let file =
                cache?.scan(path: path, relativeTo: rootPath)
                ?? SourceScanner.scan(URL(fileURLWithPath: path), relativeTo: rootPath)
            condition.lock()
            scanned[path] = file
            inFlight -= 1
            condition.broadcast()
            condition.unlock()
        }
    }

    private func take() -> String? {
        condition.lock()
        defer { condition.unlock() }
        guard let path = pending.popLast() else { return nil }
        inFlight += 1
        return path
    }
}
