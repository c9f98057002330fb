public import Foundation

extension Endpoint {
    /// The full URL of this endpoint against `config`: base URL, path, then the
    /// endpoint's query items followed by the configuration's defaults, each
    /// name and value percent-encoded.
    ///
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/invalidRequest``
    ///   when the path holds characters a URL path cannot, or no URL results.
    public func url(config: NetworkConfig) throws(NetworkError) -> URL {
        guard PercentEncoding.isValidPath(path), !path.hasPrefix("//") else {
            throw NetworkError(
                kind: .invalidRequest,
                detail: "path is not a valid URL path (encode spaces, put queries in queryItems)",
                method: method,
                url: config.redactor.redact(url: path)
            )
        }
        var base = config.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var target = base
        if !path.isEmpty {
            target += path.hasPrefix("/") ? path : "/" + path
        }
        let ownNames = Set(queryItems.map(\.name))
        let items = queryItems + config.defaultQueryItems.filter { !ownNames.contains($0.name) }
        if !items.isEmpty {
            target += "?" + items.map(Self.encode).joined(separator: "&")
        }
        guard let url = URL(string: target) else {
            throw NetworkError(
                kind: .invalidRequest,
                detail: "endpoint does not form a valid URL",
                method: method,
                url: config.redactor.redact(url: target)
            )
        }
        return url
    }

    /// The headers sent: the configuration's defaults, the body's content
    /// type, then the endpoint's own (names compared case-insensitively).
    public func allHeaders(config: NetworkConfig) -> [String: String] {
        var merged: [String: String] = [:]
        var canonicalNames: [String: String] = [:]
        func set(_ name: String, _ value: String) {
            let key = name.lowercased()
            if let previous = canonicalNames[key] { merged[previous] = nil }
            canonicalNames[key] = name
            merged[name] = value
        }
        for (name, value) in config.defaultHeaders { set(name, value) }
        if let contentType = body?.contentType { set("Content-Type", contentType) }
        for (name, value) in headers { set(name, value) }
        return merged
    }

    /// The request body's bytes, or `nil` when the endpoint has no body.
    ///
    /// - Parameters:
    ///   - config: The configuration whose encoder writes a JSON body.
    ///   - url: The request's URL, named (redacted) in the error.
    /// - Throws: ``NetworkError`` of kind ``NetworkError/Kind/invalidRequest``
    ///   when the body cannot be encoded.
    public func encodedBody(config: NetworkConfig, url: URL) throws(NetworkError) -> Data? {
        guard let body else { return nil }
        do {
            return try body.data()
        } catch {
            throw NetworkError(
                kind: .invalidRequest,
                detail: "request body could not be encoded: \(type(of: error))",
                method: method,
                url: config.redactor.redact(url: url.absoluteString)
            )
        }
    }

    private static func encode(_ item: QueryItem) -> String {
        let name = PercentEncoding.encodeQueryComponent(item.name)
        guard let value = item.value else { return name }
        return name + "=" + PercentEncoding.encodeQueryComponent(value)
    }
}
