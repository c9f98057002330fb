public import Foundation

/// A complete HTTP answer: status, headers and body bytes.
public struct HTTPResponse: Sendable {
    /// The status code, e.g. 200.
    public let statusCode: Int
    /// The response headers as received.
    public let headers: [String: String]
    /// The body bytes (at most the configured size cap).
    public let body: Data

    /// Creates a response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }

    /// The value of the header named `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
