public import Foundation

/// A request as the ``TestHTTPServer`` received it.
public struct RecordedRequest: Sendable {
    /// The method, e.g. `GET`.
    public let method: String
    /// The request target as sent: path plus `?query`, still percent-encoded.
    public let target: String
    /// The headers in the order received.
    public let headers: [(name: String, value: String)]
    /// The body bytes.
    public let body: Data

    /// The path part of the target.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The query part of the target (without `?`), still percent-encoded.
    public var query: String? {
        guard let index = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: index)...])
    }

    /// The first value of the header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }
}
