import Foundation
// postgres-nio re-exports NIO (ChannelError, IOError, NIOConnectionError) and NIOSSL.
import PostgresNIO

extension PostgreSQLError {
    /// `error` as the driver reports it: postgres-nio's own errors (whose
    /// descriptions are deliberately generic) read by their code and SQLSTATE.
    /// A ``PostgreSQLError`` passes through; anything else becomes ``Kind/client(_:)``.
    static func from(_ error: any Error, settings: PostgreSQLSettings) -> PostgreSQLError {
        if let error = error as? PostgreSQLError {
            // Raised below the level that knows the settings (the migrator).
            return error.target.isEmpty ? PostgreSQLError(kind: error.kind, target: settings.target) : error
        }
        return PostgreSQLError(kind: kind(of: error, settings: settings), target: settings.target)
    }

    private static func kind(of error: any Error, settings: PostgreSQLSettings) -> Kind {
        switch error {
        case let error as PSQLError:
            return kind(of: error, settings: settings)
        case let error as PostgresDecodingError:
            return .client("a stored \(error.postgresType) in column \(error.columnName) is not a \(error.targetType)")
        case let error as NIOSSLError:
            return .tlsFailed(String(describing: error))
        case let error as BoringSSLError:
            return .tlsFailed(String(describing: error))
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first?.error {
                return kind(of: failure, settings: settings)
            }
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                return .unreachable("the host name \(settings.host) cannot be resolved")
            }
            return .unreachable("the connection failed")
        case ChannelError.connectTimeout:
            return .unreachable("no answer within \(settings.connectTimeout)")
        case let error as IOError:
            return .unreachable(String(cString: strerror(error.errnoCode)).lowercased())
        default:
            return .client(String(describing: error))
        }
    }

    private static func kind(of error: PSQLError, settings: PostgreSQLSettings) -> Kind {
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? "?????"
            let message = error.serverInfo?[.message] ?? "no message"
            switch state {
            case "28P01", "28000": return .authenticationFailed
            case "3D000": return .databaseMissing
            case "57014": return .statementTimeout(settings.statementTimeout)
            case "23505": return .uniqueViolation(constraint: error.serverInfo?[.constraintName] ?? "unique")
            case "40P01": return .deadlock
            case "57P01", "57P02": return .connectionLost
            case "57P03": return .unreachable("the server is starting up or shutting down")
            case "53300": return .unreachable("the server has no free connection slot (too many clients)")
            default: return .server(sqlState: state, message: message)
            }
        case .connectionError:
            return error.underlying.map { kind(of: $0, settings: settings) } ?? .unreachable("the connection failed")
        case .sslUnsupported:
            return .tlsFailed("the server does not offer TLS")
        case .failedToAddSSLHandler:
            return .tlsFailed("the TLS handshake could not start")
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection:
            return .connectionLost
        case .authMechanismRequiresPassword:
            return .authenticationFailed
        case .unsupportedAuthMechanism, .saslError:
            return .authenticationFailed
        case .poolClosed:
            return .client("the connection pool is closed")
        case .queryCancelled:
            return .timedOut(settings.statementTimeout)
        default:
            return .client("postgres-nio reported \(error.code)")
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
