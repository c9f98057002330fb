import Foundation

/// Lists the Swift files of a target directory, skipping hidden and excluded paths.
enum SourceFileFinder {
    static func swiftFiles(in directory: URL, excluding excluded: [String]) -> [URL] {
        let excludedPaths = excluded.map { directory.appendingPathComponent($0).standardizedFileURL.path }
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            if excludedPaths.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
