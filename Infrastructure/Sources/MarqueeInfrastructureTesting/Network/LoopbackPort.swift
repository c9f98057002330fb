import Foundation

/// Loopback ports for tests that need an address nothing answers at.
public enum LoopbackPort {
    /// Why no port could be had.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description = "cannot bind a loopback port"
    }

    /// A port on 127.0.0.1 that nothing listens on: the kernel picks a free
    /// one, which is bound and released at once, so a connection to it is refused.
    public static func unused() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socket, socketAddress, length) == 0 && getsockname(socket, socketAddress, &length) == 0
            }
        }
        guard socket >= 0, bound else { throw Unavailable() }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
