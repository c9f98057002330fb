import HTTPTypes
import Hummingbird
import MarqueeInfrastructure

/// Asks the application's authenticator about the request's bearer
/// credential (`Authorization: Bearer …`) and runs the handler with its
/// principal in `HTTPServerRequest.principal` (and the application's
/// description of it in the request's log line); public paths pass without
/// one. The credential itself goes nowhere else: not into the context, not
/// into a log line.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let publicPaths: Set<String>
    let authenticate: @Sendable (String) async -> HTTPServerAuthentication
    let describePrincipal: @Sendable (any Sendable) -> String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if publicPaths.contains(request.uri.path) { return try await next(request, context) }
        guard let credential = Self.bearerCredential(request.headers[.authorization]) else {
            throw HTTPServerFailure.missingCredential
        }
        switch await authenticate(credential) {
        case let .accepted(principal):
            context.notes.principal = describePrincipal(principal)
            return try await HTTPServerRequest.$principal.withValue(principal) { try await next(request, context) }
        case .refused:
            throw HTTPServerFailure.refusedCredential
        case .unavailable:
            throw HTTPServerFailure.credentialsUnavailable
        }
    }

    /// The credential of an `Authorization: Bearer <credential>` header (the
    /// scheme in any letter case), or `nil`.
    static func bearerCredential(_ header: String?) -> String? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let credential = String(parts[1])
        return credential.contains(where: \.isWhitespace) ? nil : credential
    }
}
