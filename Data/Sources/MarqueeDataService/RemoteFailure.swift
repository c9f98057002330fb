import AsyncHTTPClient
import MarqueeAPI
import MarqueeDomain
import NIOCore
import NIOPosix
import NIOHTTP1
import NIOSSL
import OpenAPIRuntime

/// What went wrong with a call to the service, as Domain's typed errors: a
/// problem the service sent becomes the error its use case threw (sold out,
/// a taken name, a refused permission, its store's failure…, see
/// `Problem+Domain.swift`); a call that got no usable answer becomes a
/// storage failure placed at the service.
struct RemoteFailure {
    /// The service, as messages name it.
    let place: StoragePlace

    init(address: String) {
        place = .service(address: address)
    }

    /// The problem or transport failure inside what the generated client threw.
    static func unwrap(_ error: any Error) -> any Error {
        if let error = error as? ClientError { return error.underlyingError }
        return error
    }

    /// A failure of the service itself, of its store, or of reaching it.
    func storage(_ error: any Error) -> StorageFailure {
        let reason: StorageFailure.Reason
        switch Self.unwrap(error) {
        case is OutcomeUnknown:
            reason = .outcomeUnknown
        case let redirect as Redirected:
            reason = .redirected(location: redirect.location)
        case let remote as RemoteProblem:
            guard let problem = remote.problem else {
                return StorageFailure(.refused(code: "HTTP \(remote.status)"), place: place)
            }
            switch remote.type {
            case .storageFailed?:
                // The service's own store failed: say so about the service
                // (its path or address stays its own).
                reason = .init(wireCode: problem.storage ?? "", milliseconds: problem.milliseconds)
            case .missingCredential?, .refusedCredential?:
                reason = .credentialRefused
            case .notReady?:
                reason = .unreachable(.notReady)
            case .idempotencyOutcomeUnknown?, .idempotencyKeyInProgress?:
                reason = .outcomeUnknown
            case let type?:
                reason = .refused(code: type.rawValue)
            case nil:
                // A context's own problem, where no context's error reads it.
                reason = .refused(code: problem.typeName ?? "HTTP \(remote.status)")
            }
        case let error as HTTPClientError where error == .readTimeout || error == .deadlineExceeded:
            reason = .timedOut(milliseconds: 15_000)
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            reason = .connectionLost
        case let error as HTTPClientError where error == .connectTimeout:
            reason = .unreachable(.noAnswer)
        case is HTTPParserError:
            // Not HTTP at all: most often an http:// URL at a TLS port.
            reason = .protocolMismatch
        case let error as NIOSSLError:
            reason = Self.isPlainHTTPAnswer(error) ? .protocolMismatch : .secureConnectionFailed
        case let error as BoringSSLError:
            reason = Self.isPlainHTTPAnswer(error) ? .protocolMismatch : .secureConnectionFailed
        case let error as NIOConnectionError where error.dnsAAAAError != nil && error.dnsAError != nil:
            reason = .unreachable(.unknownHost)
        case is NIOConnectionError:
            reason = .unreachable(.refused)
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            // Nothing listens there: the request never left.
            reason = .unreachable(.refused)
        case is ChannelError, is IOError:
            reason = .connectionLost
        default:
            reason = .unreachable(.refused)
        }
        return StorageFailure(reason, place: place)
    }

    /// Whether a TLS failure is a server that answered in plain HTTP (an
    /// `https://` URL at an `http://` service): BoringSSL reports it as a
    /// record of the wrong version.
    private static func isPlainHTTPAnswer(_ error: any Error) -> Bool {
        String(describing: error).contains("WRONG_VERSION_NUMBER")
    }

    func accounts(_ error: any Error) -> AccountsError {
        if let remote = Self.unwrap(error) as? RemoteProblem, let problem = remote.problem,
            let typed = problem.accountsError
        {
            return typed
        }
        return .storageFailed(storage(error))
    }

    func boxOffice(_ error: any Error) -> BoxOfficeError {
        if let remote = Self.unwrap(error) as? RemoteProblem, let problem = remote.problem {
            if let typed = problem.boxOfficeError { return typed }
            // Accounts' problems met while placing an order (a deleted customer).
            switch problem.accountsError {
            case let .userNotFound(id)?: return .unknownUser(id)
            case let .noUserNamed(name)?: return .unknownCustomerName(name)
            default: break
            }
        }
        return .storageFailed(storage(error))
    }

    func catalog(_ error: any Error) -> CatalogError {
        if let remote = Self.unwrap(error) as? RemoteProblem, let problem = remote.problem {
            if let typed = problem.catalogError { return typed }
            if remote.type == .storageFailed || remote.type == .notReady || remote.type == .refusedCredential
                || remote.type == .missingCredential
            {
                return .storageFailed(storage(error))
            }
            return .sourceFailed(status: remote.status, message: nil)
        }
        return .storageFailed(storage(error))
    }
}

extension ServiceClient {
    /// One call of a box office use case on the service: what it throws
    /// becomes the error the use case threw there (see ``RemoteFailure``).
    func boxOffice<Answer>(_ call: (Client) async throws -> Answer) async throws(BoxOfficeError) -> Answer {
        do {
            return try await call(client)
        } catch {
            throw RemoteFailure(address: address).boxOffice(error)
        }
    }

    /// One call of an accounts use case on the service, as ``boxOffice(_:)``.
    func accounts<Answer>(_ call: (Client) async throws -> Answer) async throws(AccountsError) -> Answer {
        do {
            return try await call(client)
        } catch {
            throw RemoteFailure(address: address).accounts(error)
        }
    }

    /// One call of a catalog use case on the service, as ``boxOffice(_:)``.
    func catalog<Answer>(_ call: (Client) async throws -> Answer) async throws(CatalogError) -> Answer {
        do {
            return try await call(client)
        } catch {
            throw RemoteFailure(address: address).catalog(error)
        }
    }
}
