import Foundation

/// Creates a database file and its directory with owner-only permissions
/// before SQLite opens it, so the data is never readable by others.
struct SQLiteFile {
    let url: URL
    let label: String

    /// Creates the directory (`0700`) and an empty file (`0600`) when missing;
    /// an existing file is left exactly as it is. SQLite takes an empty file
    /// as a new database.
    func createIfMissing() throws(SQLiteError) {
        try createDirectory(url.deletingLastPathComponent())
        let descriptor = open(url.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw failure(code: Int(errno), what: "cannot create the file")
        }
    }

    /// `mkdir -p` with `0700` for each directory it creates, reporting the
    /// system's reason (`errno`) when it cannot.
    private func createDirectory(_ directory: URL) throws(SQLiteError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw failure(code: Int(ENOTDIR), what: "cannot create directory \(directory.path)")
            }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path { try createDirectory(parent) }
        if mkdir(directory.path, 0o700) != 0 && errno != EEXIST {
            throw failure(code: Int(errno), what: "cannot create directory \(directory.path)")
        }
    }

    private func failure(code: Int, what: String) -> SQLiteError {
        let kind: SQLiteError.Kind =
            switch Int32(code) {
            case EROFS: .readOnly
            case ENOSPC, EDQUOT: .diskFull
            default: .cannotOpen
            }
        return SQLiteError(
            kind: kind, path: url.path, detail: "\(what): \(String(cString: strerror(Int32(code))))",
            label: label)
    }
}
