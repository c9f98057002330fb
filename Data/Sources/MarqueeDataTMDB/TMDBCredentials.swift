import MarqueeData
/// How Marquee proves to TMDB that it may ask: a v3 API key or a v4 read
/// access token. Both are secrets: this type never prints them.
public enum TMDBCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A v3 API key, sent as the `api_key` query item.
    case apiKey(String)
    /// A v4 read access token, sent as `Authorization: Bearer …`.
    case accessToken(String)

    /// The secret itself, for scrubbing it from text TMDB sends back.
    var secret: String {
        switch self {
        case let .apiKey(key): key
        case let .accessToken(token): token
        }
    }

    /// Whether the credential holds whitespace, which no TMDB key or token
    /// does (a copy-paste slip), checked without ever showing the value.
    public var holdsWhitespace: Bool {
        secret.contains { $0.isWhitespace || $0.isNewline }
    }

    /// Which kind of credential this is, never its value.
    public var description: String {
        switch self {
        case .apiKey: "TMDB API key (<redacted>)"
        case .accessToken: "TMDB access token (<redacted>)"
        }
    }

    /// The same as ``description``: debug output must not leak the secret either.
    public var debugDescription: String { description }
}
