import Hummingbird
import NIOCore

/// Caps request bodies: a declared `Content-Length` over the limit is refused
/// at once, before a byte of the body is read; an undeclared length is
/// counted as the bytes arrive and cut off at the first byte past the limit;
/// and a body still arriving after the deadline is refused (a client that
/// sends nothing at all is closed by the connection's idle timeout).
///
/// Handlers read the body as a stream, never more than the limit, so a
/// refused body is never held in memory. (Hummingbird then reads and drops
/// the rest of a refused body to keep the connection usable.)
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let limit: Int
    let deadline: Duration

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let declared = request.headers[.contentLength] {
            guard let length = Int(declared), length >= 0 else { throw HTTPServerFailure.badRequest }
            guard length <= limit else { throw HTTPServerFailure.bodyTooLarge(limit: limit) }
        }
        var request = request
        request.body = RequestBody(
            asyncSequence: LimitedBody(base: request.body, limit: limit, deadline: deadline, started: .now))
        return try await next(request, context)
    }
}

/// A request body that throws ``HTTPServerFailure`` past its limit or deadline.
struct LimitedBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    let base: RequestBody
    let limit: Int
    let deadline: Duration
    let started: ContinuousClock.Instant

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let limit: Int
        let deadline: Duration
        let started: ContinuousClock.Instant
        var received = 0

        mutating func next() async throws -> ByteBuffer? {
            guard let buffer = try await base.next() else { return nil }
            received += buffer.readableBytes
            guard received <= limit else { throw HTTPServerFailure.bodyTooLarge(limit: limit) }
            guard ContinuousClock.now - started <= deadline else { throw HTTPServerFailure.bodyTimedOut(deadline) }
            return buffer
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), limit: limit, deadline: deadline, started: started)
    }
}
