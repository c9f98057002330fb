/// Sends endpoints over HTTP: the port repositories talk to.
///
/// Implementations own transport concerns (timeouts, retries, size caps,
/// logging) and return only 2xx answers; every other outcome is a
/// ``NetworkError``. Decoding is a separate step (``send(_:)``), so a
/// hand-written fake only has to return canned ``HTTPResponse`` values.
public protocol NetworkService: Sendable {
    /// Sends `endpoint`'s request and returns its successful (2xx) answer.
    ///
    /// - Throws: ``NetworkError``; a non-2xx answer is always an error of kind
    ///   ``NetworkError/Kind/httpStatus`` carrying status and body.
    func response<Response>(for endpoint: Endpoint<Response>) async throws(NetworkError) -> HTTPResponse
}

extension NetworkService {
    /// Sends `endpoint` and decodes its answer with the endpoint's decoder.
    ///
    /// - Returns: The decoded response.
    /// - Throws: ``NetworkError``; a body that does not decode is
    ///   ``NetworkError/Kind/decodingFailed`` naming the field path.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        let response = try await response(for: endpoint)
        do {
            return try endpoint.decoder.decode(response)
        } catch {
            throw error.with(method: endpoint.method, url: endpoint.path, attempts: error.attempts)
        }
    }
}
