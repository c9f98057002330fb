#if Service
import Foundation
public import Logging
import MarqueeAPI
public import MarqueeDomain
public import MarqueeHTTPServer
import MarqueeInfrastructure
import MarqueePresentation
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
    ///   - desks: Which desk a token belongs to (asked on every request, so a
    ///     revoked token is refused from the next request on, on every server).
    ///   - settings: Where to listen (and the metrics listener, TLS) and what to accept.
    ///   - metrics: Where requests (and orders placed) are counted.
    ///   - idempotency: Where the answers to `Idempotency-Key` requests are kept.
    ///   - readiness: Whether the store answers.
    ///   - storeRevision: The store's revision, which changes with every
    ///     commit anywhere (a SQLite file's), or `nil` for a store without
    ///     one: with it, the program is answered again from the last answer
    ///     while neither the revision nor the clock has changed it.
    ///   - logger: Where request lines go; each names the desk.
    public static func server(
        api: BoxOfficeAPI, desks: AuthenticateDeskUseCase, settings: HTTPServerSettings, metrics: HTTPServerMetrics,
        idempotency: HTTPServerIdempotency?, readiness: @escaping @Sendable () async -> Bool,
        storeRevision: (@Sendable () async -> String?)? = nil, logger: Logger
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
                    return .accepted(desk)
                } catch {
                    logger.warning("desk tokens cannot be checked", metadata: ["error.type": "storage"])
                    return .unavailable
                }
            },
            describePrincipal: { principal in (principal as? Desk).map { "\($0.name)" } ?? "-" },
            readiness: readiness, idempotency: idempotency,
            documents: [
                .init(path: "/openapi.yaml", contentType: "application/yaml", bytes: Array(OpenAPIDocument.yaml.utf8))
            ],
            // The program is the same for every desk and changes only with
            // the store and the clock (its Expires).
            cachedRoutes: storeRevision.map { [HTTPServerCachedRoute(path: "/program", validator: $0)] } ?? [],
            register: { transport in
                // Times with or without fractional seconds, with any offset (RFC 3339).
                try api.registerHandlers(
                    on: transport,
                    configuration: Configuration(dateTranscoder: LenientDateTranscoder(), jsonEncodingOptions: []),
                    middlewares: [ProblemMiddleware(problems: problems, logger: logger)])
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
            case .invalidIdempotencyKey: (.malformedIdempotencyKey, .malformedIdempotencyKey)
            case .idempotencyKeyReused: (.idempotencyKeyReused, .idempotencyKeyReused)
            case .idempotencyKeyInUse: (.idempotencyKeyInProgress, .idempotencyKeyInProgress)
            case .idempotencyOutcomeUnknown: (.idempotencyOutcomeUnknown, .idempotencyOutcomeUnknown)
            case .idempotencyUnavailable: (.notReady, .notReady)
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
