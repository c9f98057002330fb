public import MarqueeCommandLine
public import MarqueeDomain

/// What can be wrong with Marquee's flags and environment before any command
/// runs; worded here so every front end says it the same way.
public enum ConfigurationProblem: Error, Equatable, Sendable {
    /// `--data-dir` was given an empty path.
    case emptyDataDirectoryOption
    /// Neither a flag nor the environment says where data lives.
    case noDataDirectory
    /// The data directory given (`setBy` `--data-dir` or `MARQUEE_DATA_DIR`)
    /// is missing and so is the directory it would be made in: most likely a
    /// typing mistake, which would otherwise start a new, empty data directory.
    case dataDirectoryParentMissing(path: String, parent: String, setBy: String)
    /// The data directory given (`setBy` `--data-dir` or `MARQUEE_DATA_DIR`)
    /// is a file (or something else that is not a directory), or lies under
    /// one: `file` is that file's path (`path` itself, or one of its parents).
    case dataDirectoryNotADirectory(path: String, file: String, setBy: String)
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
    /// `MARQUEE_SCHEDULE_DAYS` is not a whole number of days in `range`.
    case invalidSchedulingDays(given: String, range: ClosedRange<Int>)
    /// `setting` (`MARQUEE_HOLD_MINUTES` or `--hold`) is not a whole number of minutes in `range`.
    case invalidHoldMinutes(given: String, range: ClosedRange<Int>, setting: String)
    /// A proxy variable (`https_proxy`, say) names no usable proxy.
    case invalidProxy(variable: String, problem: SettingPhrase)
    /// `TZ` names no time zone this system knows.
    case unknownTimeZone(given: String)
    /// The PostgreSQL URL (`--database-url`, `MARQUEE_DATABASE_URL`) cannot be used.
    case invalidDatabaseURL(SettingPhrase)
    /// The box office service's address (`--server`, `MARQUEE_SERVER_URL`) is
    /// not an absolute http(s) URL of a server.
    case invalidServerURL(given: String)
    /// A box office service was named without a desk token (`MARQUEE_DESK_TOKEN`).
    case serverWithoutDeskToken
    /// `MARQUEE_SERVER_CA` names a file that cannot be read as PEM certificates.
    case unreadableServerCertificates(path: String)
    /// `MARQUEE_DESK_TOKEN` cannot be a desk token.
    case invalidDeskToken
    /// Both a box office service and a PostgreSQL database were named on the command line.
    case serverAndDatabaseURL
    /// A command that works on the server's own store was pointed at a box office service.
    case notThroughTheService(command: String)
    /// The store the configuration names keeps nothing for `command`'s
    /// feature: its module has no conformance to the feature's stores.
    case notKeptInThisStore(command: String, store: String)
    /// What was asked for needs an adapter (one of App's package traits)
    /// this build of `marquee` was made without.
    case notBuilt(Asked, trait: String, buildCommand: String)

    /// What asked for an adapter a build lacks.
    public enum Asked: Equatable, Sendable {
        /// A flag or command, as typed: `--source tmdb`, `marquee serve`.
        case argument(String)
        /// An environment variable that is set.
        case variable(String)
    }

    /// One line for a person: what is wrong and what to do.
    public var userMessage: String {
        switch self {
        case .emptyDataDirectoryOption:
            "--data-dir needs a directory path."
        case .noDataDirectory:
            "Cannot tell where to keep data: HOME is not set; pass --data-dir or set MARQUEE_DATA_DIR."
        case let .dataDirectoryParentMissing(path, parent, setBy):
            "\(setBy) names \(path), but \(parent) does not exist either; check the spelling, or create it "
                + "first (mkdir -p \(parent))."
        case let .dataDirectoryNotADirectory(path, file, setBy):
            "\(setBy) names \(path), \(file == path ? "which" : "but \(file)") is a file, not a directory; name the "
                + "directory Marquee should keep its data in (marquee.sqlite and the cache go there)."
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
        case let .invalidSchedulingDays(given, range):
            "MARQUEE_SCHEDULE_DAYS (how many days ahead screenings may start) must be a whole number from "
                + "\(range.lowerBound) to \(range.upperBound), such as 366; got \"\(given)\"."
        case let .invalidHoldMinutes(given, range, setting):
            "\(setting) (how many minutes an unpaid order holds its seats) must be a whole number from "
                + "\(range.lowerBound) to \(range.upperBound), such as 15; got \"\(given)\"."
        case let .invalidProxy(variable, problem):
            "\(variable) is not a usable proxy (\(problem.phrase)); set it to http://HOST:PORT, or unset it to "
                + "reach TMDB directly."
        case let .unknownTimeZone(given):
            "TZ=\(given) names no time zone this system knows; set it to one such as Europe/Berlin or UTC, or "
                + "unset it to use the system's."
        case let .invalidDatabaseURL(problem):
            "The PostgreSQL URL is not usable: \(problem.phrase)."
        case let .invalidServerURL(given):
            "The box office service's address (--server or MARQUEE_SERVER_URL) must be an absolute http(s) URL "
                + "such as http://127.0.0.1:8080; got \"\(given)\"."
        case .serverWithoutDeskToken:
            "Using a box office service needs this desk's token: set MARQUEE_DESK_TOKEN to the token "
                + "marquee desks add printed on the server."
        case .invalidDeskToken:
            "MARQUEE_DESK_TOKEN is not a desk token; set it to the whole token marquee desks add printed."
        case let .unreadableServerCertificates(path):
            "MARQUEE_SERVER_CA names \(path), which cannot be read as PEM certificates; give the path of the "
                + "certificate (PEM) of the CA that signed the service's certificate, or unset it to trust the "
                + "system's."
        case .serverAndDatabaseURL:
            "Give either --server (a box office service) or --database-url (a PostgreSQL database), not both."
        case let .notThroughTheService(command):
            "marquee \(command) works on the server's own store; run it where marquee serve runs, without --server "
                + "or MARQUEE_SERVER_URL."
        case let .notKeptInThisStore(command, store):
            "marquee \(command) keeps nothing in this store (\(store)); use the data file (no --database-url), or give "
                + "the store's module the feature's conformance (Scripts/new-feature writes one for each store)."
        case let .notBuilt(.argument(asked), trait, buildCommand):
            "\(asked) needs marquee built with the \(trait) trait: \(buildCommand) (swift run takes the same --traits)."
        case let .notBuilt(.variable(name), trait, buildCommand):
            "\(name) is set, but this marquee was built without the \(trait) trait: build it with \(buildCommand) "
                + "(swift run takes the same --traits), or unset \(name)."
        }
    }

    /// The command's output for this problem: one line, a usage failure.
    public var output: CommandOutput { .failed(userMessage, usage: true) }
}

/// Notices about how a command goes on when part of Marquee is unavailable.
public enum StorageNotice {
    /// The warning when the data file cannot be opened for a movie command:
    /// it goes on without the cache and without remembering the search.
    public static func goingOnWithoutStorage(_ failure: StorageFailure) -> String {
        let sentence = failure.userMessage
        return (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence)
            + "; going on without the cache, and searches are not remembered."
    }

    /// The failure when the data file cannot be opened for a command that needs it.
    public static func unavailable(_ failure: StorageFailure) -> CommandOutput {
        .failed(failure.userMessage)
    }
}

/// A problem an adapter found in a setting it reads (a database URL, a proxy
/// variable), worded by the adapter that knows the setting's form: the
/// configuration's message puts its ``phrase`` into a sentence that names the
/// setting and what to do. Presentation words everything else.
public protocol SettingProblem: Sendable {
    /// What is wrong, as a phrase: `the port must be between 1 and 65535`.
    var phrase: String { get }
}

/// A ``SettingProblem`` as a configuration problem holds it: its phrase.
public struct SettingPhrase: Equatable, Sendable {
    /// What is wrong, as a phrase.
    public let phrase: String

    /// Keeps `problem`'s phrase.
    public init(_ problem: some SettingProblem) {
        phrase = problem.phrase
    }
}
