// postgres-nio re-exports NIO (ChannelError, IOError, NIOConnectionError) and NIOSSL.
import PostgresNIO

extension PostgreSQLError {
    /// `error` as the driver reports it: postgres-nio's own errors (whose
    /// descriptions are deliberately generic) read by their code and SQLSTATE.
    /// A ``PostgreSQLError`` passes through; anything else becomes ``Kind/client``.
    static func from(_ error: any Error, settings: PostgreSQLSettings) -> PostgreSQLError {
        if let error = error as? PostgreSQLError {
            // Raised below the level that knows the settings (the migrator).
            guard error.database == nil else { return error }
            return PostgreSQLError(kind: error.kind, database: settings.targetDatabase, detail: error.detail)
        }
        // The driver's description goes to the log only (it may name the host, never the password).
        return PostgreSQLError(
            kind: kind(of: error, settings: settings), database: settings.targetDatabase, detail: "\(error)")
    }

    private static func kind(of error: any Error, settings: PostgreSQLSettings) -> Kind {
        switch error {
        case let error as PSQLError:
            return kind(of: error, settings: settings)
        case is PostgresDecodingError:
            return .client
        case is NIOSSLError, is BoringSSLError:
            return .tlsFailed
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first?.error {
                return kind(of: failure, settings: settings)
            }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return .unreachable(.unknownHost) }
            return .unreachable(.refused)
        case ChannelError.connectTimeout:
            return .unreachable(.noAnswer)
        case is IOError:
            return .unreachable(.refused)
        default:
            return .client
        }
    }

    private static func kind(of error: PSQLError, settings: PostgreSQLSettings) -> Kind {
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? "?????"
            switch state {
            case "28P01", "28000": return .authenticationFailed
            case "3D000": return .databaseMissing
            case "57014": return .statementTimeout(settings.statementTimeout)
            case "23505": return .uniqueViolation(constraint: error.serverInfo?[.constraintName] ?? "unique")
            case "40P01": return .deadlock
            case "57P01", "57P02": return .connectionLost
            case "57P03": return .unreachable(.notReady)
            case "53300": return .unreachable(.full)
            default: return .server(sqlState: state)
            }
        case .connectionError:
            return error.underlying.map { kind(of: $0, settings: settings) } ?? .unreachable(.refused)
        case .sslUnsupported, .failedToAddSSLHandler:
            return .tlsFailed
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection:
            return .connectionLost
        case .authMechanismRequiresPassword:
            return .authenticationFailed
        case .unsupportedAuthMechanism, .saslError:
            return .authenticationFailed
        case .poolClosed:
            return .client
        case .queryCancelled:
            return .timedOut(settings.statementTimeout)
        default:
            return .client
        }
    }
}

extension PostgreSQLError.Kind {
    /// Whether the operation may be tried again on a fresh connection
    /// because it cannot have reached the database.
    var isConnectionLoss: Bool {
        switch self {
        case .connectionLost: true
        default: false
        }
    }
}
