import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Performs one attempt of a request through the process's ``HTTPClient``:
/// follows redirects within the request's origin, refuses compressed or
/// oversized answers at their head, caps the body while it streams in
/// (``CappedResponseCollector``), and ends the whole attempt — connection,
/// head, body and redirects — at one deadline.
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

    /// The proxy requests go through, if any.
    let proxy: HTTPProxy?

    /// The process's client for ``proxy``, touched only when a request is
    /// sent: a command answered from the cache starts no event-loop thread.
    private var client: HTTPClient { .marquee(proxy: proxy) }

    /// Performs `request` and returns the whole answer, whatever its status.
    ///
    /// The deadline is AsyncHTTPClient's own, given to every request of the
    /// attempt: with a response delegate it holds until the body's last byte
    /// (the async API's stops at the head), and it costs no task or timer of
    /// ours.
    ///
    /// - Throws: `CancellationError`, ``TransportFailure``, or what
    ///   AsyncHTTPClient and SwiftNIO throw (see `NetworkError.fromTransport`).
    func send(_ request: Request, limit: Int, timeout: Duration) async throws -> HTTPResponse {
        try Task.checkCancellation()
        // Clamped so that an absurd timeout cannot overflow the clock.
        let deadline = NIODeadline.now() + min(TimeAmount(timeout), .hours(24 * 365))
        var current = request
        for _ in 0...Self.maximumRedirects {
            let response = try await execute(current, limit: limit, deadline: deadline)
            guard let target = Self.redirectTarget(of: response, from: current.url) else { return response }
            // The request carries credentials (an `Authorization` header or
            // an `api_key` query item) that belong to the configured origin only.
            guard Self.sameOrigin(request.url, target) else {
                throw TransportFailure.crossOriginRedirect(status: response.statusCode)
            }
            current = current.redirected(to: target, status: response.statusCode)
        }
        throw TransportFailure.tooManyRedirects(Self.maximumRedirects)
    }

    /// One request and its whole answer; cancelling the calling task cancels it.
    private func execute(_ request: Request, limit: Int, deadline: NIODeadline) async throws -> HTTPResponse {
        let collector = CappedResponseCollector(limit: limit)
        let task = client.execute(request: try request.clientRequest, delegate: collector, deadline: deadline)
        do {
            return try await withTaskCancellationHandler {
                try await task.futureResult.get()
            } onCancel: {
                task.cancel()
            }
        } catch {
            throw collector.failure(for: error)
        }
    }

    /// Where a 301, 302, 303, 307 or 308 answer points, resolved against `url`.
    static func redirectTarget(of response: HTTPResponse, from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode),
            let location = response.header("Location"), !location.isEmpty
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
    ///
    /// - Throws: `HTTPClientError` for a URL the client cannot request.
    var clientRequest: HTTPClient.Request {
        get throws {
            var fields = HTTPHeaders()
            for (name, value) in headers { fields.add(name: name, value: value) }
            return try HTTPClient.Request(
                url: url, method: NIOHTTP1.HTTPMethod(rawValue: method.rawValue), headers: fields,
                body: body.map { .bytes($0) })
        }
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
