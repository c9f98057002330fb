/// What can be wrong with Marquee's flags and environment before any command
/// runs; worded here so every front end says it the same way.
public enum ConfigurationProblem: Error, Equatable, Sendable {
    /// `--data-dir` was given an empty path.
    case emptyDataDirectoryOption
    /// Neither a flag nor the environment says where data lives.
    case noDataDirectory
    /// `--source tmdb` without a TMDB credential.
    case tmdbWithoutCredential
    /// The TMDB credential holds whitespace.
    case credentialWithWhitespace
    /// `MARQUEE_TMDB_BASE_URL` is not an absolute http(s) URL without query.
    case invalidTMDBBaseURL(defaultURL: String)
    /// `MARQUEE_TMDB_IMAGE_BASE_URL` is not an absolute http(s) URL.
    case invalidImageBaseURL(defaultURL: String)
    /// `MARQUEE_LOG` names no level.
    case invalidLogLevel(given: String, levels: [String])
    /// `MARQUEE_CACHE_TTL` is not a whole number of seconds.
    case invalidCacheTimeToLive(given: String)
    /// A proxy variable (`https_proxy`, say) names no usable proxy.
    case invalidProxy(variable: String, reason: String)

    /// One line for a person: what is wrong and what to do.
    public var userMessage: String {
        switch self {
        case .emptyDataDirectoryOption:
            "--data-dir needs a directory path."
        case .noDataDirectory:
            "Cannot tell where to keep data: HOME is not set; pass --data-dir or set MARQUEE_DATA_DIR."
        case .tmdbWithoutCredential:
            "--source tmdb needs a TMDB credential: set TMDB_API_KEY (v3 API key) or "
                + "TMDB_ACCESS_TOKEN (v4 read access token), or use --source offline."
        case .credentialWithWhitespace:
            "The TMDB credential holds whitespace; set TMDB_API_KEY or TMDB_ACCESS_TOKEN to the value TMDB shows, nothing else."
        case let .invalidTMDBBaseURL(defaultURL):
            "MARQUEE_TMDB_BASE_URL must be an absolute http(s) URL without query, such as "
                + "\(defaultURL); unset it to use TMDB's own server."
        case let .invalidImageBaseURL(defaultURL):
            "MARQUEE_TMDB_IMAGE_BASE_URL must be an absolute http(s) URL, such as \(defaultURL)."
        case let .invalidLogLevel(given, levels):
            "MARQUEE_LOG must be one of \(levels.joined(separator: ", ")) or off; got \"\(given)\"."
        case let .invalidCacheTimeToLive(given):
            "MARQUEE_CACHE_TTL must be a whole number of seconds, such as 3600; got \"\(given)\"."
        case let .invalidProxy(variable, reason):
            "\(variable) is not a usable proxy (\(reason)); set it to http://HOST:PORT, or unset it to reach TMDB directly."
        }
    }

    /// The command's output for this problem: one line, a usage failure.
    public var output: CommandOutput { .failed(userMessage, usage: true) }
}

/// Notices about how a command goes on when part of Marquee is unavailable.
public enum StorageNotice {
    /// The warning when the data file cannot be opened for a movie command:
    /// it goes on without the cache and without remembering the search.
    public static func goingOnWithoutStorage(_ reason: String) -> String {
        "\(reason); going on without the cache, and searches are not remembered."
    }

    /// The failure when the data file cannot be opened for a command that needs it.
    public static func unavailable(_ reason: String) -> CommandOutput {
        .failed(reason)
    }
}
