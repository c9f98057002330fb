import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// Performs one attempt of a request through the process's ``HTTPClient``:
/// follows redirects within the request's origin, refuses compressed or
/// oversized answers at their head, caps the body while it streams in, and
/// ends the whole attempt (connection, head, body, redirects) at its deadline.
struct HTTPClientTransport: Sendable {
    /// What to send: already validated and with every header merged.
    struct Request: Sendable {
        var method: HTTPMethod
        var url: URL
        var headers: [String: String]
        var body: Data?
    }

    /// Redirects followed within one attempt before it is given up.
    static let maximumRedirects = 10

    /// The process's one client, touched only when a request is sent: a
    /// command answered from the cache starts no event-loop thread.
    private var client: HTTPClient { .marquee }

    /// Performs `request` and returns the whole answer, whatever its status.
    ///
    /// The deadline is a timer on one of the client's event loops that
    /// cancels the task doing the work: AsyncHTTPClient's own deadline ends
    /// when the head arrives, and a body can trickle in for ever after it.
    ///
    /// - Throws: `CancellationError`, ``DeadlineExceeded``, ``TransportFailure``,
    ///   or what AsyncHTTPClient and SwiftNIO throw (see `NetworkError.fromTransport`).
    func send(_ request: Request, limit: Int, timeout: Duration) async throws -> HTTPResponse {
        try Task.checkCancellation()
        // Clamped so that an absurd timeout cannot overflow the clock.
        let deadline = NIODeadline.now() + min(TimeAmount(timeout), .hours(24 * 365))
        let work = Task { try await follow(request, limit: limit, deadline: deadline) }
        let expiry = Expiry()
        let timer = client.eventLoopGroup.any().scheduleTask(deadline: deadline) {
            expiry.expire()
            work.cancel()
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            do {
                return try await work.value
            } catch {
                // Whatever the cancelled work threw, the reason was the deadline.
                if expiry.hasExpired { throw DeadlineExceeded() }
                throw error
            }
        } onCancel: {
            work.cancel()
        }
    }

    /// Sends `request`, then each same-origin redirect target, and collects
    /// the first answer that is not a redirect.
    private func follow(_ request: Request, limit: Int, deadline: NIODeadline) async throws -> HTTPResponse {
        var current = request
        for _ in 0...Self.maximumRedirects {
            let response = try await client.execute(current.clientRequest, deadline: deadline)
            let status = Int(response.status.code)
            guard let target = Self.redirectTarget(status: status, headers: response.headers, from: current.url) else {
                return try await Self.collect(response, limit: limit)
            }
            // The request carries credentials (an `Authorization` header or
            // an `api_key` query item) that belong to the configured origin only.
            guard Self.sameOrigin(request.url, target) else {
                throw TransportFailure.crossOriginRedirect(status: status)
            }
            current = current.redirected(to: target, status: status)
        }
        throw TransportFailure.tooManyRedirects(Self.maximumRedirects)
    }

    /// The status and headers of `response`, and its body read up to `limit` bytes.
    private static func collect(_ response: HTTPClientResponse, limit: Int) async throws -> HTTPResponse {
        // Requests ask for `identity`; a compressed answer is refused before
        // a byte of its body is read, so no size cap can be outrun by inflating.
        if let encoding = response.headers.first(name: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased(),
            !encoding.isEmpty, encoding != "identity"
        {
            throw TransportFailure.unrequestedEncoding(encoding)
        }
        let expected = response.headers.first(name: "Content-Length").flatMap { Int($0) }
        if let expected, expected > limit { throw TransportFailure.tooLarge(limit: limit) }
        var body = Data()
        if let expected { body.reserveCapacity(expected) }
        do {
            for try await chunk in response.body {
                guard body.count + chunk.readableBytes <= limit else { throw TransportFailure.tooLarge(limit: limit) }
                body.append(contentsOf: chunk.readableBytesView)
            }
        } catch let error where isConnectionLoss(error) {
            throw TransportFailure.truncated(received: body.count, expected: expected.map(Int64.init) ?? -1)
        }
        return HTTPResponse(statusCode: Int(response.status.code), headers: headers(response.headers), body: body)
    }

    /// Whether a failure while the body streamed in means the connection went
    /// away, rather than the work being cancelled or the answer refused.
    private static func isConnectionLoss(_ error: any Error) -> Bool {
        switch error {
        case is TransportFailure, is CancellationError: false
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

    /// Where a 301, 302, 303, 307 or 308 answer points, resolved against `url`.
    static func redirectTarget(status: Int, headers: HTTPHeaders, from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(status),
            let location = headers.first(name: "Location"), !location.isEmpty
        else { return nil }
        return URL(string: location, relativeTo: url)?.absoluteURL
    }

    /// Whether two URLs share scheme, host and port (the default port of the scheme when none is given).
    static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        func port(_ url: URL) -> Int? {
            url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
        }
        return lhs.scheme?.lowercased() == rhs.scheme?.lowercased()
            && lhs.host?.lowercased() == rhs.host?.lowercased()
            && port(lhs) == port(rhs)
    }
}

extension HTTPClientTransport.Request {
    /// This request as AsyncHTTPClient takes it.
    var clientRequest: HTTPClientRequest {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = NIOHTTP1.HTTPMethod(rawValue: method.rawValue)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        return request
    }

    /// The request a redirect asks for: a 303 (and a 301 or 302 after a
    /// `POST`, as browsers do) becomes a `GET` without a body; 307 and 308
    /// repeat the method and body.
    func redirected(to target: URL, status: Int) -> Self {
        var next = self
        next.url = target
        if status == 303 || (status == 301 || status == 302) && method == .post {
            next.method = status == 303 && method == .head ? .head : .get
            next.body = nil
            next.headers = headers.filter { !["content-type", "content-length"].contains($0.key.lowercased()) }
        }
        return next
    }
}

/// Set once by the deadline's timer; read by the waiting caller.
private final class Expiry: Sendable {
    private let expired = Mutex(false)

    func expire() {
        expired.withLock { $0 = true }
    }

    var hasExpired: Bool { expired.withLock { $0 } }
}

extension TimeAmount {
    /// `duration` in nanoseconds, clamped to what a `TimeAmount` holds.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else {
            self = .nanoseconds(seconds < 0 ? .min : .max)
            return
        }
        let (total, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        self = .nanoseconds(overflowAgain ? .max : total)
    }
}
