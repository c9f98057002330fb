public import Foundation
import Glibc

/// A small file read whole and replaced whole: a write goes to a temporary file
/// in the same directory that then replaces the old one in a single rename, so
/// readers see the old contents or the new, never half a file.
public struct AtomicFile: Sendable {
    /// Why a read or write failed, with the file; callers word it for people.
    public struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        /// What the system refused.
        public enum Reason: Sendable, Equatable {
            /// The file or a directory on its path forbids it (`EACCES`, `EPERM`).
            case permissionDenied
            /// A directory on its path does not exist (`ENOENT`).
            case directoryMissing
            /// A part of its path that must be a directory is a file (`ENOTDIR`).
            case notADirectory
            /// The path names a directory (`EISDIR`).
            case isADirectory
            /// The disk or the quota is full (`ENOSPC`, `EDQUOT`).
            case diskFull
            /// The file system is read-only (`EROFS`).
            case readOnly
            /// Any other system error number.
            case other(errno: Int32)

            /// The reason for the system's error number `code`.
            init(errno code: Int32) {
                switch code {
                case EACCES, EPERM: self = .permissionDenied
                case ENOENT: self = .directoryMissing
                case ENOTDIR: self = .notADirectory
                case EISDIR: self = .isADirectory
                case ENOSPC, EDQUOT: self = .diskFull
                case EROFS: self = .readOnly
                default: self = .other(errno: code)
                }
            }
        }

        /// What the system refused.
        public let reason: Reason
        /// The file.
        public let path: String

        /// Creates a failure.
        public init(reason: Reason, path: String) {
            self.reason = reason
            self.path = path
        }

        /// One log line.
        public var description: String { "AtomicFile \(path): \(reason)" }
    }

    /// The file.
    public let url: URL
    /// Whether a write creates the directories missing on the way, owner-only.
    public let createsDirectories: Bool

    /// Creates a handle for `url`; nothing is touched until a read or write.
    ///
    /// - Parameter createsDirectories: Whether a write creates missing
    ///   directories (`0700`); when `false` a missing directory is
    ///   ``Failure/Reason/directoryMissing`` and nothing is created.
    public init(url: URL, createsDirectories: Bool = true) {
        self.url = url
        self.createsDirectories = createsDirectories
    }

    /// The file's bytes, or `nil` when it does not exist.
    ///
    /// - Throws: ``Failure`` when it exists but cannot be read.
    public func read() throws(Failure) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(reason: Failure.Reason(errno: errno), path: url.path)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: Failure.Reason(errno: errno), path: url.path)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces the file with `data`, readable and writable by its owner only.
    ///
    /// - Throws: ``Failure`` when a directory cannot be created or the file
    ///   written; nothing is left behind then (no temporary file, no directory
    ///   unless `createsDirectories`).
    public func write(_ data: Data) throws(Failure) {
        let directory = url.deletingLastPathComponent()
        if createsDirectories { try Self.makeDirectories(directory) }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        // Created owner-only from the start, so the data is never readable by others.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(reason: Failure.Reason(errno: errno), path: url.path) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, url.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(reason: Failure.Reason(errno: failure), path: url.path)
        }
    }

    /// Creates `directory` and its missing parents, owner-only.
    private static func makeDirectories(_ directory: URL) throws(Failure) {
        var missing: [String] = []
        var current = directory.standardizedFileURL.path
        while !current.isEmpty, current != "/" {
            var status = stat()
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw Failure(reason: .notADirectory, path: current)
                }
                break
            }
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw Failure(reason: Failure.Reason(errno: errno), path: path)
        }
    }
}
