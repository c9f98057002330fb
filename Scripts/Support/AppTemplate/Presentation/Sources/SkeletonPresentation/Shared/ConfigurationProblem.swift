public import SkeletonCommandLine

/// What can be wrong with Skeleton's flags and environment before any command
/// runs; worded here so every front end says it the same way.
public enum ConfigurationProblem: Error, Equatable, Sendable {
    /// `--data-dir` was given an empty path.
    case emptyDataDirectoryOption
    /// Neither a flag nor the environment says where data lives.
    case noDataDirectory
@@if swiftlog
    /// `SKELETON_LOG` names no level.
    case invalidLogLevel(given: String, levels: [String])
@@endif
@@if postgresql
    /// The PostgreSQL URL (`--database-url`, `SKELETON_DATABASE_URL`) cannot be used.
    case invalidDatabaseURL(DatabaseURLProblem)
@@endif
@@if postgresql
    /// What was asked for needs a driver (one of App's package traits) this
    /// build of `skeleton` was made without.
    case notBuilt(Asked, trait: String, buildCommand: String)

    /// What asked for a driver a build lacks.
    public enum Asked: Equatable, Sendable {
        /// A flag, as typed: `--database-url`.
        case argument(String)
        /// An environment variable that is set.
        case variable(String)
    }
@@endif

    /// One line for a person: what is wrong and what to do.
    public var userMessage: String {
        switch self {
        case .emptyDataDirectoryOption:
            "--data-dir needs a directory path."
        case .noDataDirectory:
            "Cannot tell where to keep data: HOME is not set; pass --data-dir or set SKELETON_DATA_DIR."
@@if swiftlog
        case let .invalidLogLevel(given, levels):
            "SKELETON_LOG must be one of \(levels.joined(separator: ", ")) or off; got \"\(given)\"."
@@endif
@@if postgresql
        case let .invalidDatabaseURL(problem):
            "The PostgreSQL URL is not usable: \(problem.phrase)."
        case let .notBuilt(.argument(asked), trait, buildCommand):
            "\(asked) needs skeleton built with the \(trait) trait: \(buildCommand) (swift run takes the same --traits)."
        case let .notBuilt(.variable(name), trait, buildCommand):
            "\(name) is set, but this skeleton was built without the \(trait) trait: build it with \(buildCommand) "
                + "(swift run takes the same --traits), or unset \(name)."
@@endif
        }
    }

    /// The command's output for this problem: one line, a usage failure.
    public var output: CommandOutput { .failed(userMessage, usage: true) }
}
@@if postgresql

/// What is wrong with a PostgreSQL URL, as the person who wrote it can fix it.
public enum DatabaseURLProblem: Equatable, Sendable {
    /// It does not start with `postgres://`.
    case notPostgres
    /// It is not a URL (unencoded special characters in the password).
    case notAURL
    /// It names no host.
    case noHost
    /// It names no user.
    case noUser
    /// It names no database, or more than one path segment.
    case noDatabase
    /// Its port is out of range.
    case portOutOfRange
    /// A parameter has a value it cannot take; `allowed` says what it can.
    case invalidParameter(name: String, value: String, allowed: Allowed)
    /// A parameter that is not supported.
    case unsupportedParameter(name: String, supported: [String])

    /// The values a parameter takes.
    public enum Allowed: Equatable, Sendable {
        /// One of these words.
        case oneOf([String])
        /// Whole seconds in this range.
        case seconds(ClosedRange<Int>)
        /// Whole milliseconds in this range; 0 turns it off.
        case milliseconds(ClosedRange<Int>)
        /// A count in this range.
        case count(ClosedRange<Int>)
        /// A file's path.
        case filePath

        var phrase: String {
            switch self {
            case let .oneOf(words): "one of \(words.joined(separator: ", "))"
            case let .seconds(range): "whole seconds from \(range.lowerBound) to \(range.upperBound)"
            case let .milliseconds(range):
                "milliseconds from \(range.lowerBound) (off) to \(range.upperBound)"
            case let .count(range): "a number from \(range.lowerBound) to \(range.upperBound)"
            case .filePath: "a file path"
            }
        }
    }

    var phrase: String {
        switch self {
        case .notPostgres: "it must start with postgres:// (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
        case .notAURL: "it is not a URL; characters such as @ : / # in the password must be percent-encoded"
        case .noHost: "it names no host (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
        case .noUser: "it names no user (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
        case .noDatabase: "it names no database, or more than one path segment (…@HOST:PORT/DATABASE)"
        case .portOutOfRange: "the port must be between 1 and 65535"
        case let .invalidParameter(name, value, allowed): "\(name)=\(value) is not allowed; use \(allowed.phrase)"
        case let .unsupportedParameter(name, supported):
            "the parameter \(name) is not supported (\(supported.joined(separator: ", ")))"
        }
    }
}
@@endif
