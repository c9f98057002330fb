import Foundation
import HTTPTypes
import Hummingbird
import Logging
import MarqueeInfrastructure

/// The outermost middleware: gives the request its identifier, answers the
/// server's own failures with the application's wording, logs one line
/// (naming the authenticated principal as the application describes it) and
/// records the request's metrics. Headers are never logged, so neither is a
/// credential.
struct RequestMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let metrics: HTTPServerMetrics
    let problems: HTTPServerProblems
    let maximumBodyBytes: Int
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let id = Self.requestID(from: request.headers[.xRequestID])
        let started = ContinuousClock.now
        var response: Response
        do {
            response = try await HTTPServerRequest.$id.withValue(id) {
                try await HTTPServerRequest.$memo.withValue(RequestMemo()) { try await next(request, context) }
            }
        } catch let failure as HTTPServerFailure {
            response = problem(failure, id: id)
        } catch let refusal as MethodNotAllowed {
            response = problem(.methodNotAllowed, id: id)
            response.headers[.allow] = RouteTable.allowHeader(refusal.allowed)
        } catch let error as any HTTPResponseError {
            response = problem(failure(forStatus: error.status.code), id: id)
        } catch {
            logger.error(
                "request failed",
                metadata: ["request.id": "\(id)", "error.type": "\(String(reflecting: type(of: error)))"])
            response = problem(.internalError, id: id)
        }
        response.headers[.xRequestID] = id
        // A HEAD answer has the headers of the GET one and no body, the
        // server's own problems included.
        if request.method == .head { response = response.createHeadResponse() }
        let route = Self.route(context.endpointPath)
        let duration = ContinuousClock.now - started
        metrics.recordRequest(
            route: route, method: request.method.rawValue, status: response.status.code, duration: duration)
        var metadata: Logger.Metadata = [
            "request.id": "\(id)", "http.method": "\(request.method.rawValue)", "http.route": "\(route)",
            "http.path": "\(Self.loggablePath(request.uri.path))", "http.status": "\(response.status.code)",
            "duration.ms": "\(Double(duration.nanoseconds) / 1_000_000)",
        ]
        if let principal = context.notes.principal { metadata["principal"] = "\(principal)" }
        logger.info("request", metadata: metadata)
        return response
    }

    private func problem(_ failure: HTTPServerFailure, id: String) -> Response {
        let body = problems(failure, id)
        var headers: HTTPFields = [.contentType: body.contentType]
        if failure == .missingCredential || failure == .refusedCredential {
            headers[.wwwAuthenticate] = "Bearer"
        }
        if let seconds = failure.retryAfterSeconds { headers[.retryAfter] = String(seconds) }
        var buffer = ByteBuffer()
        buffer.writeBytes(body.bytes)
        return Response(
            status: HTTPResponse.Status(code: failure.status), headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    /// The client's identifier when it is sane, else a new random one.
    static func requestID(from header: String?) -> String {
        if let header, (1...64).contains(header.utf8.count),
            header.utf8.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            })
        {
            return header
        }
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 36) + String(generator.next() as UInt32, radix: 36)
    }

    /// The route template (`/orders/{orderID}`), or `unmatched`, so a flood
    /// of odd paths cannot grow the metrics without bound.
    static func route(_ endpoint: String?) -> String {
        guard let endpoint, endpoint != "NotFound" else { return "unmatched" }
        return endpoint
    }

    /// The path as logged: at most 200 characters.
    static func loggablePath(_ path: String) -> String {
        path.count <= 200 ? path : String(path.prefix(200)) + "…"
    }

    func failure(forStatus status: Int) -> HTTPServerFailure {
        switch status {
        case 404: .notFound
        case 405: .methodNotAllowed
        case 413: .bodyTooLarge(limit: maximumBodyBytes)
        case 400..<500: .badRequest
        default: .internalError
        }
    }
}

extension HTTPField.Name {
    static let xRequestID: HTTPField.Name = {
        guard let name = HTTPField.Name("X-Request-ID") else { preconditionFailure("a valid header name") }
        return name
    }()
}
