#if Service
import Foundation
import HTTPTypes
import Logging
import MarqueeAPI
import MarqueeHTTPServer
import MarqueePresentation
import OpenAPIRuntime

/// Answers every failure of an operation as a problem: a handler's
/// ``APIProblem`` as it is; a body that is not JSON, or not the JSON the
/// operation takes (a wrong type, an unknown field), as 400 with where it
/// went wrong; a wrong media type as 415. A body the server cut off (too
/// large, too slow) goes back to the server, which answers it itself. What
/// is left was not foreseen: 500, logged with the request id, never the
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
            let problem = try answer(error, operationID: operationID)
            return (HTTPResponse(status: problem.httpStatus, headerFields: problem.httpHeaderFields), problem.httpBody)
        }
    }

    private func answer(_ error: ServerError, operationID: String) throws -> APIProblem {
        switch error.underlyingError {
        case let failure as HTTPServerFailure:
            throw failure
        case let problem as APIProblem:
            return problem
        case let decoding as DecodingError:
            return problems.problem(.malformedBody(at: Self.path(of: decoding)), .malformedBody, status: 400)
        default:
            switch error.httpStatus.code {
            case 415: return problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
            case 400..<500: return problems.problem(.badRequest, .badRequest, status: 400)
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
