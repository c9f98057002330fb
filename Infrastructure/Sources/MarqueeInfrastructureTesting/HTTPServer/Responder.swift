import MarqueeInfrastructure
import Foundation
import Glibc
import MarqueeInfrastructure

/// Carries out a ``TestHTTPBehaviour`` on one connection.
struct Responder {
    let connection: Int32
    let isHead: Bool
    let isStopped: () -> Bool

    /// Performs `behaviour`; `false` when the connection must be closed.
    func perform(_ behaviour: TestHTTPBehaviour) -> Bool {
        switch behaviour {
        case .respond(let status, let headers, let body):
            var head = Self.head(status: status, headers: headers, contentLength: body.count)
            if !isHead { head.append(contentsOf: body) }
            return Socket.sendAll(connection, head)
        case .delayed(let duration, let then):
            return wait(for: duration) && perform(then)
        case .closeMidBody(let status, let declaredLength, let body):
            var head = Self.head(status: status, headers: [:], contentLength: declaredLength)
            head.append(contentsOf: body)
            _ = Socket.sendAll(connection, head)
            return false
        case .stallMidBody(let status, let declaredLength, let body):
            var head = Self.head(status: status, headers: [:], contentLength: declaredLength)
            head.append(contentsOf: body)
            guard Socket.sendAll(connection, head) else { return false }
            while !isStopped(), Socket.waitWhilePeerConnected(connection, milliseconds: 50) {}
            return false
        case .reset:
            Socket.setResetOnClose(connection)
            return false
        case .neverAnswer:
            while !isStopped(), Socket.waitWhilePeerConnected(connection, milliseconds: 50) {}
            return false
        }
    }

    /// Waits, polling the socket so a hung-up client or a stopping server
    /// ends the wait early; `false` when it ended early.
    private func wait(for duration: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline {
            if isStopped() { return false }
            let milliseconds = (deadline - clock.now).inMilliseconds
            let slice = Int32(max(1, min(milliseconds, 20)))
            guard Socket.waitWhilePeerConnected(connection, milliseconds: slice) else { return false }
        }
        return true
    }

    private static func head(status: Int, headers: [String: String], contentLength: Int) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "content-length" {
            text += "\(name): \(value)\r\n"
        }
        text += "Content-Length: \(contentLength)\r\n\r\n"
        return Array(text.utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status"
        }
    }
}
