/// The one error of the PostgreSQL driver: what went wrong (``kind``), with
/// which database, in one line that says what to do.
///
/// No message ever contains a password: the database is named by
/// ``PostgreSQLSettings/target`` (server, database, user), and the server's own
/// words are kept only for faults the server reports about a statement.
public struct PostgreSQLError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. Grows without breaking callers that switch with a default.
    public enum Kind: Sendable, Equatable {
        /// The URL could not be used; the reason says which part.
        case invalidURL(String)
        /// No connection: refused, no route, unknown host or no answer in time.
        case unreachable(String)
        /// The server refused the user or the password.
        case authenticationFailed
        /// The server has no database of that name.
        case databaseMissing
        /// TLS was required and could not be set up.
        case tlsFailed(String)
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
        /// Anything else the server refused, with its SQLSTATE and message.
        case server(sqlState: String, message: String)
        /// A fault inside the client, such as a value that could not be decoded.
        case client(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// Which database (``PostgreSQLSettings/target``); empty when the URL itself is wrong.
    public let target: String

    /// Creates an error.
    public init(kind: Kind, target: String) {
        self.kind = kind
        self.target = target
    }

    /// One line: the fault, the database, what to do.
    public var description: String {
        switch kind {
        case let .invalidURL(reason):
            return "The PostgreSQL URL is not usable: \(reason)."
        case let .unreachable(reason):
            return "Cannot reach \(target): \(reason). Check that the server runs and the URL's host and port."
        case .authenticationFailed:
            return "\(capitalizedTarget) refused the login: wrong user or password. Check the URL's user and password."
        case .databaseMissing:
            return "\(capitalizedTarget) does not exist. Create it (createdb) or fix the URL's database name."
        case let .tlsFailed(reason):
            return
                "Cannot set up TLS with \(target): \(reason). Use sslmode=prefer or disable, or fix the server's TLS."
        case let .statementTimeout(limit):
            return "\(capitalizedTarget) cancelled a statement after its statement_timeout of \(Self.text(limit)); "
                + "nothing was changed. Try again, or raise statement_timeout in the URL."
        case let .timedOut(limit):
            return "\(capitalizedTarget) did not answer within \(Self.text(limit)); nothing was changed. "
                + "Check the server and the network, then try again."
        case .connectionLost:
            return "The connection to \(target) broke (the server restarted or went away); "
                + "the change was not made. Try again."
        case let .newerSchema(found, supported):
            return "\(capitalizedTarget) was set up by a newer version of this program (schema version \(found); "
                + "this one knows up to \(supported)). Use the newer program, or another database."
        case let .uniqueViolation(constraint):
            return "\(capitalizedTarget) refused a duplicate (\(constraint))."
        case .deadlock:
            return "\(capitalizedTarget) broke a deadlock by cancelling this change; nothing was changed. Try again."
        case let .server(sqlState, message):
            return "\(capitalizedTarget) refused a statement: \(message) (SQLSTATE \(sqlState))."
        case let .client(reason):
            return "Reading from \(target) failed: \(reason)."
        }
    }

    private var capitalizedTarget: String {
        target.prefix(1).uppercased() + target.dropFirst()
    }

    private static func text(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
