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
        func invalid(_ problem: PostgreSQLError.URLProblem) -> PostgreSQLError {
            PostgreSQLError(kind: .invalidURL(problem), database: nil)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("postgres://") || trimmed.hasPrefix("postgresql://") else {
            throw invalid(.notPostgres)
        }
        guard !trimmed.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }),
            let components = URLComponents(string: trimmed)
        else {
            throw invalid(.notAURL)
        }
        guard let host = components.host, !host.isEmpty else {
            throw invalid(.noHost)
        }
        guard let user = components.percentEncodedUser.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw invalid(.noUser)
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw invalid(.noDatabase)
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw invalid(.portOutOfRange)
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
                    throw invalid(
                        .invalidParameter(
                            name: "sslmode", value: value, allowed: .oneOf(TLSMode.allCases.map(\.rawValue))))
                }
                tls = mode
            case "sslrootcert":
                guard !value.isEmpty else {
                    throw invalid(.invalidParameter(name: "sslrootcert", value: value, allowed: .filePath))
                }
                rootCertificate = value
            case "connect_timeout":
                guard let seconds = Int(value), (1...600).contains(seconds) else {
                    throw invalid(.invalidParameter(name: "connect_timeout", value: value, allowed: .seconds(1...600)))
                }
                connectTimeout = .seconds(seconds)
            case "statement_timeout":
                guard let milliseconds = Int(value), (0...86_400_000).contains(milliseconds) else {
                    throw invalid(
                        .invalidParameter(
                            name: "statement_timeout", value: value, allowed: .milliseconds(0...86_400_000)))
                }
                statementTimeout = .milliseconds(milliseconds)
            case "pool_max":
                guard let count = Int(value), (1...100).contains(count) else {
                    throw invalid(.invalidParameter(name: "pool_max", value: value, allowed: .count(1...100)))
                }
                maximumConnections = count
            default:
                throw invalid(.unsupportedParameter(name: item.name, supported: Self.parameters))
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

    /// What errors name: the database, the server and the user, never the password.
    public var targetDatabase: PostgreSQLTarget {
        PostgreSQLTarget(name: database, address: address, user: user)
    }

    /// The URL parameters understood.
    static let parameters = ["sslmode", "sslrootcert", "connect_timeout", "statement_timeout", "pool_max"]

    public var description: String { redactedURL }

    public var customMirror: Mirror {
        Mirror(self, children: ["url": redactedURL], displayStyle: .struct)
    }
}
