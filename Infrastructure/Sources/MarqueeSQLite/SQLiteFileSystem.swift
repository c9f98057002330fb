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
    /// Less than ``noRoomBytes`` is left: too little to open a database for
    /// writing (its `-shm` index alone takes 32 KiB).
    let hasNoRoom: Bool

    /// Below this much free space a failed write is taken as a full disk.
    /// Generous on purpose: by the time the error is looked at, SQLite has
    /// already removed what the failed attempt allocated (its `-shm` and
    /// `-wal` files), so the disk shows a little room again.
    static let nearlyFullBytes: UInt64 = 1024 * 1024

    /// Below this much free space a database is opened for reading only.
    static let noRoomBytes: UInt64 = 64 * 1024

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
        hasNoRoom = blocks * UInt64(status.f_frsize) < Self.noRoomBytes
    }

    /// Why the existing file at `url` cannot be written by this process, or
    /// `nil` when it can: SQLite needs the file, its `-wal` and `-shm`
    /// companions, the directory, and some free space. A file of another
    /// user is not written either, even when its permissions would allow it:
    /// SQLite would leave companions only that user could remove.
    static func whyNotWritable(_ url: URL) -> (kind: SQLiteError.Kind, detail: String)? {
        for path in [url.path, url.deletingLastPathComponent().path] where access(path, W_OK) != 0 {
            return (
                .readOnly, errno == EROFS ? "read-only file system" : "\(path): \(String(cString: strerror(errno)))"
            )
        }
        for suffix in ["-wal", "-shm"] {
            var status = stat()
            let companion = url.path + suffix
            if stat(companion, &status) == 0, status.st_uid != geteuid(), access(companion, W_OK) != 0 {
                return (.companionOfAnotherUser(path: companion), "\(companion) belongs to user \(status.st_uid)")
            }
        }
        var status = stat()
        if stat(url.path, &status) == 0, status.st_uid != geteuid() {
            return (.readOnly, "\(url.path) belongs to user \(status.st_uid); opened for reading only")
        }
        if SQLiteFileSystem(holding: url.path)?.hasNoRoom == true {
            return (.diskFull, "less than \(noRoomBytes / 1024) KiB free")
        }
        return nil
    }

    /// The name SQLite opens `url` by without writing it. When nothing may
    /// be created beside it — a read-only file system, a full disk, a file
    /// of another user, a directory this process may not write (`chmod 500`:
    /// issue 36 found every read refused there) — that is an `immutable=1`
    /// URI: SQLite then creates no `-shm` file. (Every connection Marquee
    /// opens checkpoints its log as it closes, so a database at rest has no
    /// log an immutable read would miss.)
    static func readOnlyName(of url: URL, writable: Bool = false) -> String {
        var status = stat()
        let foreign = stat(url.path, &status) == 0 && status.st_uid != geteuid()
        let system = SQLiteFileSystem(holding: url.path)
        let closedDirectory = access(url.deletingLastPathComponent().path, W_OK) != 0
        guard system?.isReadOnly == true || system?.hasNoRoom == true || foreign || closedDirectory else {
            return url.path
        }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        let path = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
        return "file:\(path)?immutable=1"
    }
}
