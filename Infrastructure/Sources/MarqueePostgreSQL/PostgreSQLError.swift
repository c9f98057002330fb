/// The one error of the PostgreSQL driver: what went wrong (``kind``) with
/// which database. Callers word it for people; ``description`` is for logs
/// and never contains a password.
public struct PostgreSQLError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. Grows without breaking callers that switch with a default.
    public enum Kind: Sendable, Equatable {
        /// The URL could not be used, for this reason.
        case invalidURL(URLProblem)
        /// No connection, for this reason.
        case unreachable(Unreachable)
        /// The server refused the user or the password.
        case authenticationFailed
        /// The server has no database of that name.
        case databaseMissing
        /// TLS was required and could not be set up (``detail`` says how, for logs).
        case tlsFailed
        /// A statement ran longer than the `statement_timeout` and the server cancelled it.
        case statementTimeout(Duration)
        /// The operation did not finish in time (no connection became free, or no answer).
        case timedOut(Duration)
        /// The connection broke mid-operation (the server restarted or went away).
        case connectionLost
        /// The database was migrated by a newer program: it holds schema
        /// version `found`, this program knows up to `supported`.
        case newerSchema(found: Int, supported: Int)
        /// A unique constraint refused a write.
        case uniqueViolation(constraint: String)
        /// Two transactions waited on each other and the server chose this one to fail.
        case deadlock
        /// Anything else the server refused, with its SQLSTATE (its message is in ``detail``).
        case server(sqlState: String)
        /// A fault inside the client, such as a value that could not be decoded (see ``detail``).
        case client
    }

    /// Why a server cannot be reached.
    public enum Unreachable: Sendable, Equatable {
        /// The host name does not resolve.
        case unknownHost
        /// The connection was refused or failed.
        case refused
        /// No answer within the connect timeout.
        case noAnswer
        /// The server is starting up or shutting down.
        case notReady
        /// The server has no free connection slot.
        case full
    }

    /// Why a PostgreSQL URL cannot be used.
    public enum URLProblem: Sendable, Equatable {
        /// It does not start with `postgres://` or `postgresql://`.
        case notPostgres
        /// It is not a URL (unencoded `@ : / #` in the password, spaces, control characters).
        case notAURL
        /// It names no host.
        case noHost
        /// It names no user.
        case noUser
        /// It names no database, or more than one path segment.
        case noDatabase
        /// Its port is not from 1 to 65535.
        case portOutOfRange
        /// A parameter has a value it cannot take; `allowed` says what it can.
        case invalidParameter(name: String, value: String, allowed: Allowed)
        /// A parameter that is not supported; `supported` lists those that are.
        case unsupportedParameter(name: String, supported: [String])
    }

    /// The values a URL parameter takes.
    public enum Allowed: Sendable, Equatable {
        /// One of these words.
        case oneOf([String])
        /// Whole seconds in this range.
        case seconds(ClosedRange<Int>)
        /// Whole milliseconds in this range (0 turns it off).
        case milliseconds(ClosedRange<Int>)
        /// A count in this range.
        case count(ClosedRange<Int>)
        /// A file's path.
        case filePath
    }

    /// What went wrong.
    public let kind: Kind
    /// Which database; `nil` when the URL itself is wrong.
    public let database: PostgreSQLTarget?
    /// The driver's or server's own words, for logs.
    public let detail: String

    /// Creates an error.
    public init(kind: Kind, database: PostgreSQLTarget?, detail: String = "") {
        self.kind = kind
        self.database = database
        self.detail = detail
    }

    /// One log line: the kind, the database and the detail.
    public var description: String {
        var line = "PostgreSQLError.\(kind)"
        if let database { line += " \(database.user)@\(database.address)/\(database.name)" }
        if !detail.isEmpty { line += ": \(detail)" }
        return line
    }
}

/// A database on a server, as messages name it: never with a password.
public struct PostgreSQLTarget: Sendable, Equatable {
    /// The database's name.
    public let name: String
    /// `HOST:PORT`.
    public let address: String
    /// The user logged in as.
    public let user: String

    /// Creates a target.
    public init(name: String, address: String, user: String) {
        self.name = name
        self.address = address
        self.user = user
    }
}
