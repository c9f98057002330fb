/// The answer a keyed request was given, replayed byte for byte to a retry.
public struct IdempotentResponse: Hashable, Sendable {
    /// The HTTP status code.
    public let status: Int
    /// The `Content-Type`, or `nil` for an answer without one.
    public let contentType: String?
    /// The body's bytes.
    public let body: [UInt8]

    /// Creates a response.
    public init(status: Int, contentType: String?, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}
