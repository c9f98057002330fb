import Foundation
import HTTPTypes
import Hummingbird
import Logging
import MarqueeInfrastructure
import NIOCore

/// Honours `Idempotency-Key` on unsafe requests from an authenticated client
/// (see ``HTTPServerIdempotency`` for the rules). Runs after authentication
/// (the key is scoped by the principal) and after the body is read whole (it
/// is part of what a retry must repeat).
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let idempotency: HTTPServerIdempotency
    let describePrincipal: @Sendable (any Sendable) -> String
    let logger: Logger

    private static let unsafeMethods: Set<HTTPRequest.Method> = [.post, .put, .patch, .delete]

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // A public path (no principal) has no owner to scope a key by, and a
        // path the router did not match runs nothing worth keeping.
        guard Self.unsafeMethods.contains(request.method), context.endpointPath != nil,
            let principal = HTTPServerRequest.principal
        else { return try await next(request, context) }
        let headers = request.headers[values: .idempotencyKey]
        guard let header = headers.first else { return try await next(request, context) }
        guard headers.count == 1, let key = try? IdempotencyKey(header) else {
            throw HTTPServerFailure.invalidIdempotencyKey
        }
        var request = request
        let body = try await request.collectBody(upTo: .max)
        let keyed = IdempotentRequest(
            method: request.method.rawValue, path: request.head.path ?? request.uri.path, body: Array(buffer: body))
        let owner = describePrincipal(principal)
        let now = idempotency.now()
        let claim: IdempotencyClaim
        do {
            claim = try await idempotency.store.claim(
                key, owner: owner, request: keyed, now: now, expiresAt: now.adding(idempotency.answersKeptFor))
        } catch {
            logStoreFailure("claim", error)
            throw HTTPServerFailure.idempotencyUnavailable
        }
        if case let .held(record) = claim { return try answer(keyed, from: record, now: now) }
        return try await run(request, context: context, next: next, key: key, owner: owner)
    }

    /// The answer to a request whose key a record holds already.
    private func answer(_ request: IdempotentRequest, from record: IdempotencyRecord, now: Date) throws -> Response {
        guard record.request == request else { throw HTTPServerFailure.idempotencyKeyReused }
        guard let response = record.response else {
            let running = now.timeIntervalSince(record.claimedAt)
            throw running >= idempotency.unfinishedClaimLimit.inSeconds
                ? HTTPServerFailure.idempotencyOutcomeUnknown : HTTPServerFailure.idempotencyKeyInUse
        }
        var headers: HTTPFields = [.idempotentReplayed: "true"]
        if let contentType = response.contentType { headers[.contentType] = contentType }
        return Response(
            status: HTTPResponse.Status(code: response.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: response.body)))
    }

    /// Runs a newly claimed request and keeps its answer; a 5xx or a thrown
    /// error gives the claim up, so that a retry runs again.
    private func run(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response,
        key: IdempotencyKey, owner: String
    ) async throws -> Response {
        let response: Response
        let bytes: ByteBuffer
        do {
            response = try await next(request, context)
            guard response.status.code < 500 else {
                await release(key, owner: owner)
                return response
            }
            bytes = try await response.body.collected()
        } catch {
            await release(key, owner: owner)
            throw error
        }
        let kept = IdempotentResponse(
            status: response.status.code, contentType: response.headers[.contentType], body: Array(buffer: bytes))
        do {
            try await idempotency.store.record(
                kept, for: key, owner: owner, expiresAt: idempotency.now().adding(idempotency.answersKeptFor))
        } catch {
            // The request took effect and the client gets its answer; the
            // claim stays unfinished, so a retry is refused, never run again.
            logStoreFailure("record", error)
        }
        var answer = response
        answer.body = ResponseBody(byteBuffer: bytes)
        return answer
    }

    private func release(_ key: IdempotencyKey, owner: String) async {
        do {
            try await idempotency.store.release(key, owner: owner)
        } catch {
            // The claim stays: retries are refused (409) until it expires.
            logStoreFailure("release", error)
        }
    }

    private func logStoreFailure(_ operation: String, _ error: any Error) {
        logger.error(
            "idempotency store failed",
            metadata: [
                "request.id": "\(HTTPServerRequest.id)", "idempotency.operation": "\(operation)",
                "error.type": "\(String(reflecting: type(of: error)))",
            ])
    }

}

extension Date {
    func adding(_ duration: Duration) -> Date {
        addingTimeInterval(duration.inSeconds)
    }
}

extension HTTPField.Name {
    static let idempotencyKey: HTTPField.Name = {
        guard let name = HTTPField.Name("Idempotency-Key") else { preconditionFailure("a valid header name") }
        return name
    }()

    static let idempotentReplayed: HTTPField.Name = {
        guard let name = HTTPField.Name("Idempotent-Replayed") else { preconditionFailure("a valid header name") }
        return name
    }()
}
