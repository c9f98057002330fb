import Foundation
public import MarqueeHTTPClient
import Synchronization

/// A ``NetworkService`` that answers from canned responses instead of the
/// network, for unit tests of repositories.
///
/// It keeps the port's contract: the endpoint is built against the
/// configuration (an invalid one throws), only 2xx answers are returned,
/// and any other status throws ``NetworkError`` with status and body.
/// Answers are looked up by endpoint path: queued ones first, in order,
/// then the path's route; anything else is a 404.
public final class CannedNetworkService: NetworkService {
    /// One request the service received.
    public struct Call: Sendable {
        /// The method.
        public let method: HTTPMethod
        /// The full URL, with the configuration's defaults applied (unredacted).
        public let url: String
        /// The headers sent.
        public let headers: [String: String]
    }

    private struct State {
        var queues: [String: [Result<HTTPResponse, NetworkError>]] = [:]
        var routes: [String: Result<HTTPResponse, NetworkError>] = [:]
        var calls: [Call] = []
    }

    private let config: NetworkConfig
    private let state = Mutex(State())

    /// Creates a service building endpoints against `config`.
    public init(config: NetworkConfig) {
        self.config = config
    }

    /// Answers every request to the endpoint path `path` with `result` once its queue is empty.
    public func route(_ path: String, _ result: Result<HTTPResponse, NetworkError>) {
        state.withLock { $0.routes[path] = result }
    }

    /// Queues one-shot answers for the endpoint path `path`.
    public func enqueue(_ path: String, _ results: Result<HTTPResponse, NetworkError>...) {
        state.withLock { $0.queues[path, default: []].append(contentsOf: results) }
    }

    /// The requests received so far.
    public var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// Returns the canned answer for `endpoint`.
    ///
    /// - Throws: ``NetworkError``, as the real service would.
    public func response<Response>(for endpoint: Endpoint<Response>) async throws(NetworkError) -> HTTPResponse {
        let url = try endpoint.url(config: config).absoluteString
        let call = Call(method: endpoint.method, url: url, headers: endpoint.allHeaders(config: config))
        let result =
            state.withLock { state -> Result<HTTPResponse, NetworkError>? in
                state.calls.append(call)
                if var queue = state.queues[endpoint.path], !queue.isEmpty {
                    let next = queue.removeFirst()
                    state.queues[endpoint.path] = queue
                    return next
                }
                return state.routes[endpoint.path]
            } ?? .success(HTTPResponse(statusCode: 404))
        let response = try result.get()
        guard response.isSuccess else {
            throw NetworkError(
                kind: .httpStatus,
                detail: "the server answered \(response.statusCode)",
                method: endpoint.method,
                url: config.redactor.redact(url: url),
                statusCode: response.statusCode,
                responseBody: response.body,
                responseHeaders: response.headers
            )
        }
        return response
    }
}
