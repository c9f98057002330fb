import Foundation

/// Lists the Swift files of a target directory, skipping hidden and excluded paths.
enum SourceFileFinder {
    static func swiftFiles(in directory: URL, excluding excluded: [String]) -> [URL] {
        swiftFilePaths(in: directory, excluding: excluded).map { URL(fileURLWithPath: $0) }
    }

    /// Every `.swift` entry below `directory`, by standardized absolute path,
    /// in path order. Hidden entries and excluded paths are skipped, and
    /// symbolic links to directories are not followed. Read with `readdir`
    /// and handled as strings: FileManager's enumerator, building a URL for
    /// every entry, was a fifth of a warm run.
    static func swiftFilePaths(in directory: URL, excluding excluded: [String]) -> [String] {
        let base = directory.standardizedFileURL.path
        let excludedPaths = Set(excluded.map { directory.appendingPathComponent($0).standardizedFileURL.path })
        var files: [String] = []
        var folders = [base]
        while let folder = folders.popLast() {
            guard let stream = opendir(folder) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                        String(cString: $0)
                    }
                }
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name
                guard !excludedPaths.contains(path) else { continue }
                if name.hasSuffix(".swift") { files.append(path) }
                if isDirectory(entry.pointee.d_type, at: path) { folders.append(path) }
            }
        }
        return files.sorted()
    }

    /// Whether an entry is a directory (not a link to one), asking the file
    /// system only when `readdir` does not say.
    private static func isDirectory(_ type: UInt8, at path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
    }
}
