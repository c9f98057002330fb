import MarqueeTerminalModel
import Glibc

/// Writes to a file descriptor (standard output by default), retrying short
/// writes and interruptions until every byte is out.
public struct FileDescriptorOutput: TerminalOutput {
    /// The descriptor written to.
    public let descriptor: Int32

    /// Output to a descriptor (1, standard output, by default).
    public init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
    }

    /// Writes all the bytes.
    ///
    /// - Throws: `TerminalError(.writeFailed)` with the errno.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TerminalError(.writeFailed, errorNumber: errno)
            }
            offset += written
        }
    }
}
