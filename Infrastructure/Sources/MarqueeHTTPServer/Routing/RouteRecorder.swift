import HTTPTypes
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// The transport the application registers its handlers on: the router,
/// noting each path and method in the server's ``RouteTable`` on the way.
final class RouteRecorder: ServerTransport {
    let router: Router<ServerRequestContext>
    private(set) var table = RouteTable()

    init(router: Router<ServerRequestContext>) {
        self.router = router
    }

    /// Serves `handler` for `method` at `path` (an OpenAPI path template).
    func register(
        _ handler:
            @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (
                HTTPResponse, HTTPBody?
            ),
        method: HTTPRequest.Method, path: String
    ) throws {
        table.add(method, path)
        router.register(handler, method: method, path: path)
    }

    /// Serves `handler` for GET (and HEAD) at `path`: the server's own routes.
    func get(_ path: String, _ handler: @escaping @Sendable (Request, ServerRequestContext) async throws -> Response) {
        table.add(.get, path)
        router.get(RouterPath(path), use: handler)
    }
}
