/// Failures the transport detects itself, in answers the client accepted.
enum TransportFailure: Error {
    /// The body (or its announced length) exceeded the cap.
    case tooLarge(limit: Int)
    /// The connection ended after the head, before the whole body arrived;
    /// `expected` is the announced length, if there was one.
    case truncated(received: Int, expected: Int?)
    /// The answer was compressed although the request asked for `identity`.
    case unrequestedEncoding(String)
    /// The server redirected to another origin; the redirect was refused.
    case crossOriginRedirect(status: Int)
    /// More redirects than the transport follows in one attempt.
    case tooManyRedirects(Int)
}
