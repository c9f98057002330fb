extension PostgreSQLError.URLProblem {
    /// What is wrong, as the person who wrote the URL can fix it: a phrase
    /// for a sentence (`The PostgreSQL URL is not usable: …`), never the password.
    public var phrase: String {
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

extension PostgreSQLError.Allowed {
    /// The values allowed, as a phrase (`whole seconds from 1 to 600`).
    public var phrase: String {
        switch self {
        case let .oneOf(words): "one of \(words.joined(separator: ", "))"
        case let .seconds(range): "whole seconds from \(range.lowerBound) to \(range.upperBound)"
        case let .milliseconds(range): "milliseconds from \(range.lowerBound) (off) to \(range.upperBound)"
        case let .count(range): "a number from \(range.lowerBound) to \(range.upperBound)"
        case .filePath: "a file path"
        }
    }
}
