import Foundation
import HTTPTypes
import Hummingbird
import MarqueeInfrastructure
import Synchronization

/// Keeps the answers of the ``HTTPServerCachedRoute``s and gives them
/// again while they hold (see there). After authentication, before the routes.
struct ResponseCacheMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// How many answers are kept at once (one per path and query); past it
    /// every kept answer is dropped, so odd queries cannot grow the cache.
    static let capacity = 64

    let routes: [String: HTTPServerCachedRoute]
    /// The answers kept, by path and query.
    let kept = KeptAnswers()

    /// The answers kept, shared by every request.
    final class KeptAnswers: Sendable {
        let byURL = Mutex<[String: KeptAnswer]>([:])
    }

    /// One answer as it was sent.
    struct KeptAnswer: Sendable {
        let validator: String
        let expires: Date
        let headers: HTTPFields
        let body: ByteBuffer
    }

    init(routes: [HTTPServerCachedRoute]) {
        self.routes = Dictionary(routes.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get || request.method == .head, let route = routes[request.uri.path],
            let validator = await route.validator(), Self.isTagSafe(validator)
        else { return try await next(request, context) }
        let key = request.uri.description
        let tag = "\"\(validator)\""
        let now = Date()
        if let answer = kept.byURL.withLock({ $0[key] }), answer.validator == validator, now < answer.expires {
            return Self.response(answer, tag: tag, ifNoneMatch: request.headers[.ifNoneMatch])
        }
        let holding = AnswerHolding()
        var response = try await HTTPServerRequest.$holding.withValue(holding) { try await next(request, context) }
        guard response.status == .ok, let expires = holding.date, now < expires else { return response }
        let body = try await response.body.collected()
        response.headers[.expires] = HTTPDate.string(from: expires)
        response.headers[.eTag] = tag
        response.headers[.cacheControl] = "no-cache"
        let answer = KeptAnswer(validator: validator, expires: expires, headers: response.headers, body: body)
        kept.byURL.withLock { answers in
            if answers.count >= Self.capacity, answers[key] == nil { answers.removeAll() }
            answers[key] = answer
        }
        return Self.response(answer, tag: tag, ifNoneMatch: request.headers[.ifNoneMatch])
    }

    /// The kept answer, or `304 Not Modified` when the client holds it already.
    private static func response(_ answer: KeptAnswer, tag: String, ifNoneMatch: String?) -> Response {
        if let ifNoneMatch, Self.matches(ifNoneMatch, tag) {
            var headers = answer.headers
            headers[.contentType] = nil
            headers[.contentLength] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: answer.headers, body: ResponseBody(byteBuffer: answer.body))
    }

    /// Whether `If-None-Match` names `tag` (or `*`), weakly compared as RFC 9110 says for it.
    static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
        }
    }

    /// Whether `validator` can stand inside an entity tag as it is.
    static func isTagSafe(_ validator: String) -> Bool {
        !validator.isEmpty && validator.utf8.count <= 128
            && validator.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
