import Glibc

/// Thin wrappers over the POSIX socket calls the test server uses.
enum Socket {
    /// A TCP socket listening on 127.0.0.1 at an ephemeral port.
    static func listenOnLoopback() throws(TestHTTPServerError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestHTTPServerError(call: "socket", code: errno) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw TestHTTPServerError(call: "bind", code: code)
        }
        guard listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw TestHTTPServerError(call: "listen", code: code)
        }
        guard let port = boundPort(descriptor) else {
            let code = errno
            close(descriptor)
            throw TestHTTPServerError(call: "getsockname", code: code)
        }
        return (descriptor, port)
    }

    /// A loopback port that nothing listens on (bound, then released), for
    /// "connection refused" tests.
    static func unusedLoopbackPort() throws(TestHTTPServerError) -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestHTTPServerError(call: "socket", code: errno) }
        defer { close(descriptor) }
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, let port = boundPort(descriptor) else {
            throw TestHTTPServerError(call: "bind", code: errno)
        }
        return port
    }

    /// Disables Nagle's algorithm so small answers leave at once.
    static func setNoDelay(_ descriptor: Int32) {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Makes the next `close` send a TCP RST instead of a FIN.
    static func setResetOnClose(_ descriptor: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// Writes all of `bytes`; `false` when the peer is gone.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads what is available into `buffer`; `false` on end of stream or error.
    static func receive(_ descriptor: Int32, appendingTo buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    /// Waits up to `milliseconds`; `false` when the peer hung up meanwhile.
    static func waitWhilePeerConnected(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptorSet, 1, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        if descriptorSet.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
        var byte: UInt8 = 0
        let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if peeked == 0 { return false }
        if peeked < 0 { return errno == EAGAIN || errno == EINTR }
        // The client sent more (a pipelined request); it is still there.
        // Avoid a busy loop while that data waits to be read.
        usleep(UInt32(min(milliseconds, 10)) * 1000)
        return true
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return result == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }
}
