import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// Collects one answer for ``HTTPClientTransport``: refuses a compressed or
/// announced-too-large answer at its head, and stops a body at the size cap
/// while it streams in. AsyncHTTPClient calls it on the request's event loop,
/// one call at a time; the lock only satisfies `Sendable`.
final class CappedResponseCollector: HTTPClientResponseDelegate {
    /// The answer so far: status, headers and body bytes.
    private struct Collected {
        var status = 0
        var headers: [String: String] = [:]
        var expectedLength: Int?
        var body = Data()
        var failure: TransportFailure?
    }

    private let limit: Int
    private let collected = Mutex(Collected())

    init(limit: Int) {
        self.limit = limit
    }

    func didReceiveHead(task: HTTPClient.Task<HTTPResponse>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let failure = collected.withLock { collected -> TransportFailure? in
            collected.status = Int(head.status.code)
            collected.headers = Self.headers(head.headers)
            // Requests ask for `identity`; a compressed answer is refused before
            // a byte of its body is read: the size cap would count the wrong bytes.
            if let encoding = head.headers.first(name: "Content-Encoding")?
                .trimmingCharacters(in: .whitespaces).lowercased(),
                !encoding.isEmpty, encoding != "identity"
            {
                collected.failure = .unrequestedEncoding(encoding)
            } else if let length = head.headers.first(name: "Content-Length").flatMap({ Int($0) }) {
                collected.expectedLength = length
                if length > limit {
                    collected.failure = .tooLarge(limit: limit)
                } else {
                    collected.body.reserveCapacity(length)
                }
            }
            return collected.failure
        }
        return Self.outcome(failure, on: task.eventLoop)
    }

    func didReceiveBodyPart(task: HTTPClient.Task<HTTPResponse>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let failure = collected.withLock { collected -> TransportFailure? in
            guard collected.body.count + buffer.readableBytes <= limit else {
                collected.failure = .tooLarge(limit: limit)
                collected.body = Data()
                return collected.failure
            }
            collected.body.append(contentsOf: buffer.readableBytesView)
            return nil
        }
        return Self.outcome(failure, on: task.eventLoop)
    }

    /// The error the request failed with, replaced by what this collector
    /// refused, or by a cut-short body when the connection went away after
    /// the head.
    func failure(for error: any Error) -> any Error {
        collected.withLock { collected -> any Error in
            if let failure = collected.failure { return failure }
            guard collected.status != 0, Self.isConnectionLoss(error) else { return error }
            return TransportFailure.truncated(received: collected.body.count, expected: collected.expectedLength)
        }
    }

    func didFinishRequest(task: HTTPClient.Task<HTTPResponse>) throws -> HTTPResponse {
        try collected.withLock { collected in
            if let failure = collected.failure { throw failure }
            return HTTPResponse(statusCode: collected.status, headers: collected.headers, body: collected.body)
        }
    }

    private static func outcome(_ failure: TransportFailure?, on eventLoop: any EventLoop) -> EventLoopFuture<Void> {
        failure.map { eventLoop.makeFailedFuture($0) } ?? eventLoop.makeSucceededVoidFuture()
    }

    /// Whether a failure after the head means the connection went away,
    /// rather than the work being cancelled or running out of time.
    private static func isConnectionLoss(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError: false
        case let error as HTTPClientError: error != .cancelled && error != .deadlineExceeded
        default: true
        }
    }

    /// Headers as one value per name; repeated names are joined with ", "
    /// as RFC 9110 allows.
    private static func headers(_ headers: HTTPHeaders) -> [String: String] {
        var merged: [String: String] = [:]
        for (name, value) in headers {
            merged[name] = merged[name].map { "\($0), \(value)" } ?? value
        }
        return merged
    }
}
