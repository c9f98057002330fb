#if Service
import Foundation
import HTTPTypes
import Logging
import MarqueeAPI
import MarqueeHTTPServer
import MarqueeInfrastructure
import MarqueePresentation
import OpenAPIRuntime

/// Answers every failure of an operation as a problem: a handler's
/// ``APIProblem`` as it is; a query, path or header parameter that is
/// missing or not of its type as 400 naming the parameter; a body that is
/// not JSON, or not the JSON the operation takes (a wrong type, an unknown
/// field — a price, a time or a status a request may not carry), as 400 with
/// where it went wrong; a wrong media type as 415. A body the server cut off
/// (too large, too slow) goes back to the server, which answers it itself.
/// What is left was not foreseen: 500, logged with the request id, never the
/// error's text in the answer.
struct ProblemMiddleware: ServerMiddleware {
    let problems: ProblemWriter
    let logger: Logger

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        do {
            return try await next(request, body, metadata)
        } catch let error as ServerError {
            let problem = try answer(error, request: request, operationID: operationID)
            return (HTTPResponse(status: problem.httpStatus, headerFields: problem.httpHeaderFields), problem.httpBody)
        }
    }

    /// The path parameters and headers the operations take, beside each request's own query items.
    static let parameters: Set<String> = ["movieID", "orderID", "name", "Idempotency-Key"]

    /// The query parameters of a type other than text, and how to tell a
    /// value of it. The runtime's failure to decode one carries no name, so
    /// the request's own query items are checked against this.
    static let typedQueryParameters: [String: @Sendable (String) -> Bool] = [
        "page": { Int($0) != nil }, "limit": { Int($0) != nil }, "bookable": { $0 == "true" || $0 == "false" },
        "unpaid": { $0 == "true" || $0 == "false" },
        "from": isDate, "to": isDate,
    ]

    /// Whether a query item's value is a date and time the API reads.
    private static let isDate: @Sendable (String) -> Bool = { value in
        (try? LenientDateTranscoder().decode(value.removingPercentEncoding ?? value)) != nil
    }

    private func answer(_ error: ServerError, request: HTTPRequest, operationID: String) throws -> APIProblem {
        switch error.underlyingError {
        case let failure as HTTPServerFailure:
            throw failure
        case let problem as APIProblem:
            return problem
        case let decoding as DecodingError:
            if let parameter = Self.parameter(of: decoding, in: request) {
                return problems.badParameter(parameter, rule: "what GET /openapi.yaml says of it")
            }
            return problems.problem(.malformedBody(at: Self.path(of: decoding)), .malformedBody, status: 400)
        default:
            switch error.httpStatus.code {
            case 415: return problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
            case 400..<500:
                // The runtime says which required parameter is missing only in its text.
                for prefix in ["Missing required query parameter named: ", "Missing required path parameter named: "]
                where error.causeDescription.hasPrefix(prefix) {
                    let name = error.causeDescription.dropFirst(prefix.count).prefix(64)
                    return problems.badParameter(String(name), rule: "a value; it is required")
                }
                return problems.problem(.badRequest, .badRequest, status: 400)
            default:
                logger.error(
                    "operation failed",
                    metadata: [
                        "request.id": "\(HTTPServerRequest.id)", "operation": "\(operationID)",
                        "error.type": "\(String(reflecting: type(of: error.underlyingError)))",
                    ])
                return problems.problem(.internalError(requestID: HTTPServerRequest.id), .internalError, status: 500)
            }
        }
    }

    /// The parameter a decoding failure is about: the first key of its path
    /// when it names one of the request's query items, a path parameter or
    /// a header; `nil` for a failure in the body.
    static func parameter(of error: DecodingError, in request: HTTPRequest) -> String? {
        let context: DecodingError.Context? =
            switch error {
            case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context): context
            case let .keyNotFound(key, context):
                DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: "")
            @unknown default: nil
            }
        let items = (request.path?.split(separator: "?", maxSplits: 1).dropFirst().first ?? "")
            .split(separator: "&").map { item in
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }
        guard let first = context?.codingPath.first?.stringValue else {
            // No path: a whole value failed, which names no key; find the
            // query item that is not of its parameter's type.
            return items.first { name, value in typedQueryParameters[name].map { !$0(value) } ?? false }
                .map { String($0.0.prefix(64)) }
        }
        guard parameters.contains(first) || items.contains(where: { $0.0 == first }) else { return nil }
        return String(first.prefix(64))
    }

    /// Where in the body decoding failed, as `lines[0].quantity`; `nil` for the whole body.
    static func path(of error: DecodingError) -> String? {
        let context: DecodingError.Context? =
            switch error {
            case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context): context
            case let .keyNotFound(key, context):
                DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: "")
            @unknown default: nil
            }
        guard let path = context?.codingPath, !path.isEmpty else { return nil }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + String(key.stringValue.prefix(64))
            }
        }
        return text
    }
}
#endif
