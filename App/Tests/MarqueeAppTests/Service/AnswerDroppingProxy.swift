#if Service
import Foundation
import Glibc
import Synchronization

/// A TCP proxy on loopback, started by a test, between a desk and the
/// service: it passes each request on and reads the service's whole answer,
/// then — while it is told to — drops the connection instead of passing the
/// answer back: the service did the work, the desk never hears of it.
/// Each connection carries one request (answers go back with `Connection: close`).
final class AnswerDroppingProxy: Sendable {
    let port: UInt16
    private let upstream: UInt16
    private let listener: Int32
    /// How many answers are still to be dropped.
    private let toDrop: Mutex<Int>
    /// The requests passed on (each reached the service), by request line.
    let forwarded = Mutex<[String]>([])

    /// Starts the proxy in front of the service on `upstream`, dropping the
    /// first `dropping` answers (`Int.max`: every one).
    init(upstream: UInt16, dropping: Int) throws {
        self.upstream = upstream
        self.toDrop = Mutex(dropping)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProxyError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else { throw ProxyError.socket(errno) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: actual.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops accepting connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Whether the next answer is to be dropped (and counts it).
    private func dropsNext() -> Bool {
        toDrop.withLock { left in
            guard left > 0 else { return false }
            if left != Int.max { left -= 1 }
            return true
        }
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = Self.readMessage(client) else { return }
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(server) }
        var address = Self.loopback(port: upstream)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0, Self.sendAll(server, request) else { return }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        forwarded.withLock { $0.append(line) }
        guard let answer = Self.readMessage(server) else { return }
        if dropsNext() {
            // The answer is lost: reset the desk's connection without a word.
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            return
        }
        _ = Self.sendAll(client, Self.closing(answer))
    }

    /// One HTTP message (head and a `Content-Length` body) read off `descriptor`.
    private static func readMessage(_ descriptor: Int32) -> [UInt8]? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = headEnd(buffer) {
                let head = String(decoding: buffer[..<end], as: UTF8.self).lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if buffer.count >= end + 4 + length { return Array(buffer[..<(end + 4 + length)]) }
            }
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    private static func headEnd(_ buffer: [UInt8]) -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The answer with `Connection: close`, so the desk opens a new connection for its next request.
    private static func closing(_ answer: [UInt8]) -> [UInt8] {
        guard let end = headEnd(answer) else { return answer }
        return Array(answer[..<end]) + Array("\r\nConnection: close".utf8) + Array(answer[end...])
    }

    private static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    enum ProxyError: Error {
        case socket(Int32)
    }
}
#endif
