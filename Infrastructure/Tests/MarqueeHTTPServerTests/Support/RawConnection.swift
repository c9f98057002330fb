import Foundation
import Glibc

/// A plain TCP connection to the server under test, for requests no HTTP
/// client would send: a body that stalls, or a connection dropped mid-body.
final class RawConnection {
    private var descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawConnectionError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw RawConnectionError(call: "connect", code: code)
        }
    }

    deinit { close() }

    /// Sends `text` as it is.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.send(descriptor, buffer.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw RawConnectionError(call: "send", code: errno) }
            offset += written
        }
    }

    /// What the server sends until it closes the connection, or until
    /// `timeout` passes. It polls without blocking: a test blocked in
    /// `poll` would hold one of the few threads the server's tasks need.
    func receive(timeout: Duration) async -> String {
        let deadline = ContinuousClock.now + timeout
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) >= 0 else { break }
            guard poller.revents != 0 else {
                try? await Task.sleep(for: .milliseconds(10))
                continue
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Closes the connection (once).
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}

struct RawConnectionError: Error {
    let call: String
    let code: Int32
}
