public import Foundation
import Glibc

/// A small `tmpfs` mounted for one test, to meet a full disk or a read-only
/// file system for real rather than by pretending.
///
/// Mounting needs root with `CAP_SYS_ADMIN` (CI's containers and this
/// project's machines have it); ``isAvailable`` tells a test to skip
/// elsewhere. The file system is unmounted by ``unmount()`` or when released.
public final class TemporaryFileSystem: @unchecked Sendable {
    /// Where the file system is mounted (an empty directory at first).
    public let url: URL
    private var mounted = true

    /// Whether this process may mount a `tmpfs` (tried once).
    public static let isAvailable: Bool = {
        guard let probe = try? TemporaryFileSystem(kibibytes: 64) else { return false }
        probe.unmount()
        return true
    }()

    /// Mounts a fresh `tmpfs` of `kibibytes` in a new temporary directory.
    ///
    /// - Throws: ``Failure`` with the system's reason when it cannot.
    public init(kibibytes: Int) throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/marquee-fs-XXXXXX").utf8CString)
        guard let directory = mkdtemp(&template) else { throw Failure.system("mkdtemp") }
        url = URL(fileURLWithPath: String(cString: directory), isDirectory: true)
        guard mount("tmpfs", url.path, "tmpfs", 0, "size=\(kibibytes)k,mode=0755") == 0 else {
            let failure = Failure.system("mount tmpfs on \(url.path)")
            rmdir(url.path)
            throw failure
        }
    }

    deinit { unmount() }

    /// Remounts the file system read-only; every file must be closed for writing.
    ///
    /// The kernel answers `EBUSY` while a file on it is still open for
    /// writing — such as a database connection that its owner has let go of
    /// but that closes a moment later — so that is tried again for up to 5 s.
    public func makeReadOnly() throws {
        for _ in 0..<100 {
            if mount("tmpfs", url.path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 { return }
            guard errno == EBUSY else { break }
            usleep(50_000)
        }
        throw Failure.system("remount \(url.path) read-only")
    }

    /// Writes a file named `name` until the file system has no space left, and
    /// returns it (remove it to make room again).
    @discardableResult
    public func fill(name: String = "filler") throws -> URL {
        let file = url.appendingPathComponent(name)
        let descriptor = open(file.path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure.system("create \(file.path)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 { continue }
            if errno == ENOSPC { return file }
            throw Failure.system("fill \(file.path)")
        }
    }

    /// Unmounts the file system and removes its directory; repeated calls do nothing.
    public func unmount() {
        guard mounted else { return }
        mounted = false
        umount2(url.path, Int32(MNT_DETACH))
        rmdir(url.path)
    }

    /// Why the file system could not be set up.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        static func system(_ what: String) -> Failure {
            Failure(description: "\(what): \(String(cString: strerror(errno)))")
        }
    }
}
