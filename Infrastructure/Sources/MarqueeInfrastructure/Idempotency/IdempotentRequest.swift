/// The request an ``IdempotencyKey`` was first used for: a retry must be
/// the same request, compared exactly (its bytes, not a digest of them, so
/// two different bodies can never pass for one).
public struct IdempotentRequest: Hashable, Sendable {
    /// The method, such as `POST`.
    public let method: String
    /// The path, without the query.
    public let path: String
    /// The body's bytes.
    public let body: [UInt8]

    /// Creates a request.
    public init(method: String, path: String, body: [UInt8]) {
        self.method = method
        self.path = path
        self.body = body
    }
}
