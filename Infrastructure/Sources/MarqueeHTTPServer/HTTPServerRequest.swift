/// What the server knows about the request being answered, for the
/// application's handlers: they run in the request's task, so these are
/// task-local values, set by the server before a handler runs.
public enum HTTPServerRequest {
    /// The request's identifier: the client's `X-Request-ID` when it is a
    /// sane one (1–64 letters, digits, `-`, `_`, `.`), else a new one. Logged
    /// with every line about the request and sent back in `X-Request-ID`.
    @TaskLocal public static var id = ""

    /// Who the request's bearer credential belongs to, as the application's
    /// authenticator named it; `nil` on public paths.
    @TaskLocal public static var principal: (any Sendable)?
}

/// What an authenticator says of a bearer credential.
public enum HTTPServerAuthentication: Sendable {
    /// It opens the service for this principal (the application's value).
    case accepted(any Sendable)
    /// It opens nothing.
    case refused
    /// It cannot be checked now.
    case unavailable
}
