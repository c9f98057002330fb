import Foundation

/// Reads and scans Swift files.
public enum SourceScanner {
    /// Reads one file and extracts its imports and suppressions. An unreadable
    /// file scans as empty.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - rootPath: the workspace root, to make the reported path relative.
    public static func scan(_ url: URL, relativeTo rootPath: String) -> ScannedFile {
        let path = relativePath(url.standardizedFileURL.path, to: rootPath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return ScannedFile(
                path: path, imports: [], suppressions: [], conditionFlags: [], hasConditionsAfterHeader: false)
        }
        return ImportExtractor.scan(bytes: Array(data), path: path)
    }

    /// `path` relative to `root` when inside it, otherwise unchanged.
    public static func relativePath(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
