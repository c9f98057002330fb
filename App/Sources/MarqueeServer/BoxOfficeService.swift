#if Service
import Foundation
public import Logging
import MarqueeAPI
public import MarqueeDomain
public import MarqueeHTTPServer
public import MarqueePresentation
import OpenAPIRuntime

/// The box office as an HTTP service: the handlers (``BoxOfficeAPI``) on the
/// generic HTTP server, desks' tokens checked by Domain's use case, the
/// OpenAPI document at `/openapi.yaml`, and the server's own failures
/// worded by Presentation.
public enum BoxOfficeService {
    /// The server, ready to run.
    ///
    /// - Parameters:
    ///   - api: The handlers.
    ///   - desks: Which desk a token belongs to.
    ///   - settings: Where to listen and what to accept.
    ///   - metrics: Where requests (and orders placed) are counted.
    ///   - readiness: Whether the store answers.
    ///   - logger: Where request lines go.
    public static func server(
        api: BoxOfficeAPI, desks: AuthenticateDeskUseCase, settings: HTTPServerSettings, metrics: HTTPServerMetrics,
        readiness: @escaping @Sendable () async -> Bool, logger: Logger
    ) -> HTTPServer {
        let problems = api.problems
        return HTTPServer(
            settings: settings, logger: logger, metrics: metrics,
            problems: { failure, requestID in
                HTTPServerProblemBody(
                    contentType: "application/problem+json", bytes: problem(for: failure, requestID: requestID).bytes)
            },
            authenticate: { credential in
                guard let token = try? DeskToken(credential) else { return .refused }
                do throws(DeskError) {
                    guard let desk = try await desks.execute(token: token) else { return .refused }
                    return .accepted(desk.name)
                } catch {
                    logger.warning("desk tokens cannot be checked", metadata: ["error.type": "storage"])
                    return .unavailable
                }
            },
            readiness: readiness,
            documents: [
                .init(path: "/openapi.yaml", contentType: "application/yaml", bytes: Array(OpenAPIDocument.yaml.utf8))
            ],
            register: { transport in
                try api.registerHandlers(
                    on: transport, middlewares: [ProblemMiddleware(problems: problems, logger: logger)])
            })
    }

    /// The problem for one of the server's own failures.
    static func problem(for failure: HTTPServerFailure, requestID: String) -> APIProblem {
        let (problem, type): (ServiceProblem, ProblemType) =
            switch failure {
            case .missingCredential: (.missingCredential, .missingCredential)
            case .refusedCredential: (.refusedCredential, .refusedCredential)
            case .credentialsUnavailable: (.credentialsUnavailable, .notReady)
            case let .bodyTooLarge(limit): (.bodyTooLarge(limitBytes: limit), .bodyTooLarge)
            case let .bodyTimedOut(deadline): (.bodyTimedOut(seconds: Int(deadline.components.seconds)), .bodyTimedOut)
            case .notFound: (.notFound, .notFound)
            case .methodNotAllowed: (.methodNotAllowed, .methodNotAllowed)
            case .badRequest: (.badRequest, .badRequest)
            case .notReady: (.notReady, .notReady)
            case .internalError: (.internalError(requestID: requestID), .internalError)
            }
        return HTTPServerRequest.$id.withValue(requestID) {
            var answer = APIProblem(failure.status, type, problem.message)
            if case let .bodyTooLarge(limit) = failure { answer.problem.limitBytes = limit }
            return answer
        }
    }
}
#endif
