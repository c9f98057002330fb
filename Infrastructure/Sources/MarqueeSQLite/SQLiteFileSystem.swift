import Foundation

/// What the file system holding a database file says about it.
///
/// SQLite names some faults only vaguely: a write that finds the disk full
/// often fails as `SQLITE_IOERR` ("disk I/O error"), and a WAL database on a
/// read-only file system fails to open as `SQLITE_CANTOPEN`. Asking the file
/// system (`statvfs`, `access`) tells those apart, so people read "the disk is
/// full" or "read-only" instead.
struct SQLiteFileSystem {
    /// The file system is mounted read-only.
    let isReadOnly: Bool
    /// Less than ``nearlyFullBytes`` is left for this process.
    let isFull: Bool

    /// Below this much free space a failed write is taken as a full disk.
    /// Generous on purpose: by the time the error is looked at, SQLite has
    /// already removed what the failed attempt allocated (its `-shm` and
    /// `-wal` files), so the disk shows a little room again.
    static let nearlyFullBytes: UInt64 = 1024 * 1024

    /// The state of the file system holding `path`, or `nil` for `:memory:`
    /// or when the system cannot say.
    init?(holding path: String) {
        guard path.hasPrefix("/") else { return nil }
        var status = statvfs()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard statvfs(directory, &status) == 0 else { return nil }
        isReadOnly = status.f_flag & UInt(ST_RDONLY) != 0
        // Root may use the blocks reserved for it; everyone else may not.
        let blocks = getuid() == 0 ? UInt64(status.f_bfree) : UInt64(status.f_bavail)
        isFull = blocks * UInt64(status.f_frsize) < Self.nearlyFullBytes
    }

    /// Why the existing file at `url` cannot be written by this process, or
    /// `nil` when it can: SQLite needs the file and, for its `-wal` and
    /// `-shm` companions, the directory.
    static func whyNotWritable(_ url: URL) -> String? {
        for path in [url.path, url.deletingLastPathComponent().path] where access(path, W_OK) != 0 {
            return errno == EROFS ? "read-only file system" : "\(path): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// The name SQLite opens `url` by without writing it. On a read-only file
    /// system that is an `immutable=1` URI: SQLite could neither create the
    /// `-shm` file a WAL database needs nor can anything change the file.
    static func readOnlyName(of url: URL) -> String {
        guard SQLiteFileSystem(holding: url.path)?.isReadOnly == true else { return url.path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        let path = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
        return "file:\(path)?immutable=1"
    }
}
