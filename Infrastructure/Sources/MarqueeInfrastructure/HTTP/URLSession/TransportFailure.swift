/// Failures the URLSession delegate detects itself, before URLSession reports an error.
enum TransportFailure: Error {
    /// The body (or its announced length) exceeded the cap.
    case tooLarge(limit: Int)
    /// The answer was not an HTTP response.
    case notHTTP
    /// The connection ended after the head, before the whole body arrived.
    case truncated(received: Int, expected: Int64)
    /// The answer was compressed although the request asked for `identity`.
    case unrequestedEncoding(String)
    /// The server redirected to another origin; the redirect was refused.
    case crossOriginRedirect(status: Int)
}
