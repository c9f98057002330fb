import HTTPTypes
import Hummingbird
import Synchronization

/// Answers a request the router matched no route for, at a path that is
/// served for other methods, with 405 and the methods it is served for
/// (`Allow`); a path served for nothing goes on to the router's 404.
struct MethodMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let routes: RouteTableBox

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The router names the route before the middleware runs; no name
        // means it matched none, and only then is the method in question.
        guard context.endpointPath == nil else { return try await next(request, context) }
        let served = routes.table.methods(servedAt: request.uri.path)
        guard !served.isEmpty, !served.contains(request.method) else { return try await next(request, context) }
        throw MethodNotAllowed(allowed: served)
    }
}

/// The request's method is not among those its path is served for.
struct MethodNotAllowed: Error {
    let allowed: Set<HTTPRequest.Method>
}

/// The route table, filled in once every route is registered (after the
/// middleware that reads it is added, as Hummingbird requires).
final class RouteTableBox: Sendable {
    private let storage = Mutex(RouteTable())

    var table: RouteTable { storage.withLock { $0 } }

    func set(_ table: RouteTable) {
        storage.withLock { $0 = table }
    }
}
