import Hummingbird
import NIOCore

/// Reads a request's whole body before any handler runs, within a size cap
/// and a deadline: a declared `Content-Length` over the limit is refused at
/// once, before a byte of the body is read; an undeclared length is counted
/// as the bytes arrive and cut off at the first byte past the limit; a body
/// still incomplete at the deadline (a client that stalls mid-body) is
/// answered 408, and so is one whose client went away mid-body (the answer
/// then goes nowhere and the connection closes).
///
/// So a handler never runs on half a body, and never sees the connection's
/// failure as its own (which would be a 500). A body is held in memory only
/// up to the limit.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let limit: Int
    let deadline: Duration

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var declaredLength: Int?
        if let declared = request.headers[.contentLength] {
            guard let length = Int(declared), length >= 0 else { throw HTTPServerFailure.badRequest }
            guard length <= limit else { throw HTTPServerFailure.bodyTooLarge(limit: limit) }
            declaredLength = length
        }
        // Without Content-Length or Transfer-Encoding a request has no body
        // (RFC 9112, 6.3): nothing to wait for, and no reader or timer to start.
        if declaredLength == 0 || (declaredLength == nil && !request.headers.contains(.transferEncoding)) {
            return try await next(request, context)
        }
        let body = try await read(request.body)
        // A connection that ends mid-body may end the body early rather
        // than fail it: fewer bytes than declared is a body cut off.
        if let declaredLength, body.readableBytes != declaredLength {
            throw HTTPServerFailure.bodyTimedOut(deadline)
        }
        var request = request
        request.body = RequestBody(buffer: body)
        return try await next(request, context)
    }

    /// The whole body, or ``HTTPServerFailure`` when it is too large, late or cut off.
    private func read(_ body: RequestBody) async throws -> ByteBuffer {
        let (limit, deadline) = (limit, deadline)
        return try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                var collected = ByteBuffer()
                do {
                    for try await var buffer in body {
                        guard collected.readableBytes + buffer.readableBytes <= limit else {
                            throw HTTPServerFailure.bodyTooLarge(limit: limit)
                        }
                        collected.writeBuffer(&buffer)
                    }
                } catch let failure as HTTPServerFailure {
                    throw failure
                } catch is CancellationError {
                    return nil
                } catch {
                    // The connection failed mid-body: the client is gone.
                    throw HTTPServerFailure.bodyTimedOut(deadline)
                }
                return Task.isCancelled ? nil : collected
            }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let body = first else {
                throw HTTPServerFailure.bodyTimedOut(deadline)
            }
            return body
        }
    }
}
