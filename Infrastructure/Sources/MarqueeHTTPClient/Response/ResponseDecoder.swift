public import Foundation

/// Turns the bytes of a successful response into a value: the decoding step
/// between ``NetworkService`` and a repository.
///
/// Every failure becomes a ``NetworkError`` of kind
/// ``NetworkError/Kind/decodingFailed`` that names the offending field path
/// (`results[0].id`), so a changed API is diagnosed from the error alone; an
/// empty body where one was expected is ``NetworkError/Kind/noData``.
public struct ResponseDecoder<Response>: Sendable {
    private let body: @Sendable (HTTPResponse) throws -> Response

    /// Creates a decoder from a function; errors it throws are wrapped.
    public init(_ decode: @escaping @Sendable (HTTPResponse) throws -> Response) {
        body = decode
    }

    /// Decodes `response`.
    ///
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/decodingFailed``
    ///   (or ``NetworkError/Kind/noData``, as the decoding function throws it).
    public func decode(_ response: HTTPResponse) throws(NetworkError) -> Response {
        do {
            return try body(response)
        } catch let error as NetworkError {
            throw error
        } catch let error as DecodingError {
            throw NetworkError(decoding: error, statusCode: response.statusCode)
        } catch {
            throw NetworkError(
                kind: .decodingFailed,
                detail: "response could not be decoded: \(type(of: error))",
                statusCode: response.statusCode
            )
        }
    }
}

extension ResponseDecoder where Response: Decodable & SendableMetatype {
    /// Decodes the body as JSON. An empty body is its own failure,
    /// ``NetworkError/Kind/noData``, told apart from a body that is not
    /// valid JSON (``NetworkError/Kind/decodingFailed``).
    ///
    /// - Parameter makeDecoder: Creates the decoder (for key or date strategies).
    public static func json(
        _ makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }
    ) -> ResponseDecoder {
        ResponseDecoder { response in
            guard !response.body.isEmpty else {
                throw NetworkError(
                    kind: .noData, detail: "no data: the answer's body is empty",
                    statusCode: response.statusCode)
            }
            return try makeDecoder().decode(Response.self, from: response.body)
        }
    }
}

extension ResponseDecoder where Response == Data {
    /// Returns the body bytes unchanged.
    public static var raw: ResponseDecoder { ResponseDecoder { $0.body } }
}

extension ResponseDecoder where Response == Void {
    /// Ignores the body (for `204 No Content` and the like).
    public static var ignoringBody: ResponseDecoder { ResponseDecoder { _ in () } }
}
