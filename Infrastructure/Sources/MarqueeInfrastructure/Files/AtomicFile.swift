public import Foundation

/// A small file read whole and replaced whole: a write goes to a temporary file
/// in the same directory that then replaces the old one in a single rename, so
/// readers see the old contents or the new, never half a file.
public struct AtomicFile: Sendable {
    /// Why a read or write failed; the message names the file.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// One line naming the file and what went wrong.
        public let description: String
    }

    /// The file.
    public let url: URL

    /// Creates a handle for `url`; nothing is touched until a read or write.
    public init(url: URL) {
        self.url = url
    }

    /// The file's bytes, or `nil` when it does not exist.
    ///
    /// - Throws: ``Failure`` when it exists but cannot be read.
    public func read() throws(Failure) -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            throw Failure(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    /// Replaces the file with `data`, readable and writable by its owner only,
    /// creating missing directories owner-only (`0700`).
    ///
    /// - Throws: ``Failure`` when a directory cannot be created or the file written.
    public func write(_ data: Data) throws(Failure) {
        let manager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // Created owner-only from the start, so the data is never readable by others.
            guard manager.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
            else {
                throw Failure(
                    description:
                        "cannot write \(url.path): creating \(temporary.lastPathComponent) failed (read-only directory or disk full?)"
                )
            }
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: temporary)
                throw Failure(description: "cannot write \(url.path): \(reason)")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? manager.removeItem(at: temporary)
            throw Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
