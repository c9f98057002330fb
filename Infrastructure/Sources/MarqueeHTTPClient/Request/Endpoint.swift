/// One HTTP call and how to read its answer: method, path, ordered query
/// items, headers, body, and the decoder that turns a 2xx body into `Response`.
///
/// An endpoint is a plain value; it becomes a request only against a
/// ``NetworkConfig`` (see ``url(config:)``), so the same endpoint works
/// against a live API and a test server.
public struct Endpoint<Response>: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path appended to the base URL, e.g. `/search/movie`. Must already be
    /// percent-encoded where needed; characters not allowed in a path throw.
    public var path: String
    /// The endpoint's query items, sent in this order before the configuration's.
    public var queryItems: [QueryItem]
    /// Headers for this endpoint; they win over the configuration's defaults.
    public var headers: [String: String]
    /// The request body, if any.
    public var body: RequestBody?
    /// This endpoint's per-attempt timeout; `nil` uses the configuration's.
    public var timeout: Duration?
    /// Whether the request may be repeated after a retryable failure. Defaults
    /// to the method's idempotency: `GET` yes, `POST` no.
    public var isIdempotent: Bool
    /// Turns a successful response into `Response`.
    public var decoder: ResponseDecoder<Response>

    /// Creates an endpoint.
    ///
    /// - Parameters:
    ///   - method: The request method.
    ///   - path: The path relative to the base URL.
    ///   - queryItems: Query items, in order.
    ///   - headers: Extra headers.
    ///   - body: The body, if any.
    ///   - timeout: A per-attempt timeout overriding the configuration's.
    ///   - isIdempotent: Overrides the method's idempotency for retries.
    ///   - decoder: How to read a successful response.
    public init(
        _ method: HTTPMethod = .get,
        path: String,
        queryItems: [QueryItem] = [],
        headers: [String: String] = [:],
        body: RequestBody? = nil,
        timeout: Duration? = nil,
        isIdempotent: Bool? = nil,
        decoder: ResponseDecoder<Response>
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.isIdempotent = isIdempotent ?? method.isIdempotent
        self.decoder = decoder
    }
}

extension Endpoint where Response: Decodable & SendableMetatype {
    /// Creates an endpoint whose response is decoded as JSON with a default `JSONDecoder`.
    public init(
        _ method: HTTPMethod = .get,
        path: String,
        queryItems: [QueryItem] = [],
        headers: [String: String] = [:],
        body: RequestBody? = nil,
        timeout: Duration? = nil,
        isIdempotent: Bool? = nil
    ) {
        self.init(
            method,
            path: path,
            queryItems: queryItems,
            headers: headers,
            body: body,
            timeout: timeout,
            isIdempotent: isIdempotent,
            decoder: .json()
        )
    }
}
