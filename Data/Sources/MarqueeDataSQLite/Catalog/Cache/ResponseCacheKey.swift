import MarqueeData
/// What a cached answer is filed under: the kind of request, the normalized
/// query (or the movie id), the page and the language — everything that
/// changes TMDB's answer and nothing secret (never the key or token).
struct ResponseCacheKey: Hashable, Sendable {
    enum Kind: String, Sendable {
        case search
        case details
    }

    let kind: Kind
    /// ``MovieQuery/normalized`` for a search, the decimal movie id for details.
    let request: String
    /// The page for a search; 0 for details.
    let page: Int
    /// TMDB's `language`, such as `en-US`.
    let language: String
}
