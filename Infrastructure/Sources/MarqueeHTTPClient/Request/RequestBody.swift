public import Foundation

/// The body of a request: raw bytes, or an `Encodable` value encoded when the
/// request is built.
public struct RequestBody: Sendable {
    /// The `Content-Type` sent with the body, unless the endpoint sets one.
    public let contentType: String?
    private let makeData: @Sendable () throws -> Data

    /// Creates a body from a content type and a function producing its bytes.
    public init(contentType: String?, data makeData: @escaping @Sendable () throws -> Data) {
        self.contentType = contentType
        self.makeData = makeData
    }

    /// Raw bytes sent as they are.
    public static func raw(_ data: Data, contentType: String? = "application/octet-stream") -> RequestBody {
        RequestBody(contentType: contentType) { data }
    }

    /// A value encoded as JSON when the request is built.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - makeEncoder: Creates the encoder (for key or date strategies).
    public static func json<Value: Encodable & Sendable>(
        _ value: Value,
        encoder makeEncoder: @escaping @Sendable () -> JSONEncoder = { JSONEncoder() }
    ) -> RequestBody {
        RequestBody(contentType: "application/json") { try makeEncoder().encode(value) }
    }

    /// Produces the body's bytes.
    ///
    /// - Throws: Whatever the encoder throws.
    public func data() throws -> Data {
        try makeData()
    }
}
