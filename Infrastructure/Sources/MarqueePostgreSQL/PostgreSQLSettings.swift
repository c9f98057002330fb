import Foundation

/// Where a PostgreSQL database is and how to reach it, parsed once from a
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE[?sslmode=…]` URL.
///
/// The password is kept but never shown: ``description``, ``redactedURL`` and
/// every ``PostgreSQLError`` name the server, the database and the user only,
/// and a mirror (`dump`, `print` in a debugger) hides it too.
public struct PostgreSQLSettings: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// How the connection uses TLS, as libpq's `sslmode` spells it.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, else plain (libpq's default).
        case prefer
        /// TLS or no connection; the certificate is not checked (as libpq's `require`).
        case require
        /// TLS with a certificate signed by a trusted authority, any host name.
        case verifyCA = "verify-ca"
        /// TLS with a trusted certificate issued for this host.
        case verifyFull = "verify-full"
    }

    /// The server's host name or address.
    public let host: String
    /// The server's port (5432 when the URL names none).
    public let port: Int
    /// The role to log in as.
    public let user: String
    /// The role's password, or `nil`. Never printed.
    public let password: String?
    /// The database.
    public private(set) var database: String
    /// TLS, from `sslmode` (default ``TLSMode/prefer``).
    public let tls: TLSMode
    /// A certificate authority file for the `verify-…` modes (`sslrootcert`);
    /// the system's trust store when `nil`.
    public let rootCertificatePath: String?
    /// How long one connection attempt may take (`connect_timeout`, seconds; default 5).
    public let connectTimeout: Duration
    /// The server cancels a statement running longer than this
    /// (`statement_timeout`, milliseconds as PostgreSQL counts; default 10 s; 0 turns it off).
    public let statementTimeout: Duration
    /// At most this many connections to the server (`pool_max`; default 8).
    public let maximumConnections: Int

    /// Parses a `postgres://` or `postgresql://` URL.
    ///
    /// User and password may be percent-encoded (a `@` or `:` in a password
    /// is written `%40`, `%3A`). Query parameters: `sslmode` (`disable`,
    /// `prefer`, `require`, `verify-ca`, `verify-full`), `sslrootcert`,
    /// `connect_timeout` (seconds), `statement_timeout` (milliseconds),
    /// `pool_max`; any other parameter is refused rather than ignored.
    ///
    /// - Throws: ``PostgreSQLError`` of kind ``PostgreSQLError/Kind/invalidURL(_:)``;
    ///   its message never contains the password.
    public init(url text: String) throws(PostgreSQLError) {
        func invalid(_ reason: String) -> PostgreSQLError {
            PostgreSQLError(kind: .invalidURL(reason), target: "")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("postgres://") || trimmed.hasPrefix("postgresql://") else {
            throw invalid("it must start with postgres:// (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        guard !trimmed.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }),
            let components = URLComponents(string: trimmed)
        else {
            throw invalid("it is not a URL; characters such as @ : / # in the password must be percent-encoded")
        }
        guard let host = components.host, !host.isEmpty else {
            throw invalid("it names no host (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        guard let user = components.percentEncodedUser.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw invalid("it names no user (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw invalid("it names no database, or more than one path segment (…@HOST:PORT/DATABASE)")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw invalid("the port must be between 1 and 65535")
        }
        var tls = TLSMode.prefer
        var rootCertificate: String?
        var connectTimeout = Duration.seconds(5)
        var statementTimeout = Duration.seconds(10)
        var maximumConnections = 8
        for item in components.queryItems ?? [] {
            let value = item.value ?? ""
            switch item.name {
            case "sslmode":
                guard let mode = TLSMode(rawValue: value) else {
                    let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw invalid("sslmode=\(value) is not one of \(modes)")
                }
                tls = mode
            case "sslrootcert":
                guard !value.isEmpty else { throw invalid("sslrootcert needs a file path") }
                rootCertificate = value
            case "connect_timeout":
                guard let seconds = Int(value), (1...600).contains(seconds) else {
                    throw invalid("connect_timeout=\(value) must be whole seconds from 1 to 600")
                }
                connectTimeout = .seconds(seconds)
            case "statement_timeout":
                guard let milliseconds = Int(value), (0...86_400_000).contains(milliseconds) else {
                    throw invalid("statement_timeout=\(value) must be milliseconds from 0 (off) to 86400000")
                }
                statementTimeout = .milliseconds(milliseconds)
            case "pool_max":
                guard let count = Int(value), (1...100).contains(count) else {
                    throw invalid("pool_max=\(value) must be a number of connections from 1 to 100")
                }
                maximumConnections = count
            default:
                throw invalid(
                    "the parameter \(item.name) is not supported "
                        + "(sslmode, sslrootcert, connect_timeout, statement_timeout, pool_max)")
            }
        }
        self.host = host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        self.database = database
        self.tls = tls
        self.rootCertificatePath = rootCertificate
        self.connectTimeout = connectTimeout
        self.statementTimeout = statementTimeout
        self.maximumConnections = maximumConnections
    }

    /// The same settings with another database (tests create one per case).
    public func with(database: String) -> PostgreSQLSettings {
        var copy = self
        copy.database = database
        return copy
    }

    /// `HOST:PORT`, with brackets around an IPv6 address.
    public var address: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// The URL without the password: `postgres://USER:***@HOST:PORT/DATABASE`.
    public var redactedURL: String {
        "postgres://\(user)\(password == nil ? "" : ":***")@\(address)/\(database)"
    }

    /// What error messages call this database: the server, the database and
    /// the user, never the password.
    public var target: String {
        "the PostgreSQL database \(database) at \(address) (user \(user))"
    }

    public var description: String { redactedURL }

    public var customMirror: Mirror {
        Mirror(self, children: ["url": redactedURL], displayStyle: .struct)
    }
}
