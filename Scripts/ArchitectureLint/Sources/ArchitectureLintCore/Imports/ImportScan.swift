import Foundation

/// Scans every Swift file under a directory with the lint's own code path
/// (find, read, parse, extract, in parallel); used by the benchmark.
public enum ImportScan {
    /// Scans all Swift files under `root` and returns how many imports they hold.
    public static func countImports(under root: URL) -> Int {
        let files = SourceFileFinder.swiftFiles(in: root, excluding: [])
        let rootPath = root.path
        let scanned = files.chunkedConcurrentMap(chunks: ProcessInfo.processInfo.activeProcessorCount * 4) {
            SourceScanner.scan($0, relativeTo: rootPath)
        }
        return scanned.reduce(0) { $0 + $1.imports.count }
    }
}
