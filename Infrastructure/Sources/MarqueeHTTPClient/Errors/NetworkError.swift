public import Foundation

/// The one error of the HTTP layer: what went wrong (``kind``) and what a
/// caller needs to react to it.
///
/// A non-2xx answer is always this error, with its status code **and body**,
/// so an API's own message (e.g. a `status_message` field) can reach the user.
/// ``description`` and every stored string are free of secrets: URLs pass
/// through the configuration's ``Redactor`` and transport errors are reduced
/// to their code, since Foundation's own descriptions may quote the full URL.
public struct NetworkError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. Grows without breaking callers that switch with a default.
    public let kind: Kind
    /// A short explanation for logs; never user-facing wording.
    public let detail: String
    /// The request method, when known.
    public let method: HTTPMethod?
    /// The request URL with secrets redacted, when known.
    public let url: String?
    /// The HTTP status, for ``Kind/httpStatus`` (and decoding failures).
    public let statusCode: Int?
    /// The body of a non-2xx answer, as received (empty when there was none).
    public let responseBody: Data?
    /// The headers of a non-2xx answer.
    public let responseHeaders: [String: String]
    /// For ``Kind/decodingFailed``: the path of the offending field, e.g.
    /// `results[0].id`; empty when the body as a whole was unreadable.
    public let codingPath: String?
    /// How many attempts were made before giving up (1 when none was repeated).
    public let attempts: Int

    /// Creates an error.
    public init(
        kind: Kind,
        detail: String,
        method: HTTPMethod? = nil,
        url: String? = nil,
        statusCode: Int? = nil,
        responseBody: Data? = nil,
        responseHeaders: [String: String] = [:],
        codingPath: String? = nil,
        attempts: Int = 1
    ) {
        self.kind = kind
        self.detail = detail
        self.method = method
        self.url = url
        self.statusCode = statusCode
        self.responseBody = responseBody
        self.responseHeaders = responseHeaders
        self.codingPath = codingPath
        self.attempts = attempts
    }

    /// The response body decoded as UTF-8, for ``Kind/httpStatus`` errors.
    public var responseText: String? {
        responseBody.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A one-line summary: kind, request, status, detail and attempts.
    public var description: String {
        var parts = ["NetworkError.\(kind)"]
        if let method, let url { parts.append("\(method) \(url)") } else if let url { parts.append(url) }
        if let statusCode { parts.append("status \(statusCode)") }
        if let codingPath, !codingPath.isEmpty { parts.append("at \(codingPath)") }
        parts.append(detail)
        if attempts > 1 { parts.append("after \(attempts) attempts") }
        return parts.joined(separator: ": ")
    }

    /// A copy of this error with the request and attempt count filled in.
    func with(method: HTTPMethod, url: String, attempts: Int) -> NetworkError {
        NetworkError(
            kind: kind,
            detail: detail,
            method: self.method ?? method,
            url: self.url ?? url,
            statusCode: statusCode,
            responseBody: responseBody,
            responseHeaders: responseHeaders,
            codingPath: codingPath,
            attempts: attempts
        )
    }
}
