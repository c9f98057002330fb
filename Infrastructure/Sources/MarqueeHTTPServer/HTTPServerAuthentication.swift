/// What an authenticator says of a bearer credential.
public enum HTTPServerAuthentication: Sendable {
    /// It opens the service for this principal (the application's value).
    case accepted(any Sendable)
    /// It opens nothing.
    case refused
    /// It cannot be checked now.
    case unavailable
}
