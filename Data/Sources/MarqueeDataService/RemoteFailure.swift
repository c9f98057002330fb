import AsyncHTTPClient
import MarqueeAPI
import MarqueeDomain
import OpenAPIRuntime

/// What went wrong with a call to the service, as Domain's typed errors: a
/// problem the service sent becomes the error it stands for (sold out, a
/// taken name, an order already paid, its store's failure…); a call that got
/// no usable answer becomes a storage failure of the service.
enum RemoteFailure {
    /// The problem or transport failure inside what the generated client threw.
    static func unwrap(_ error: any Error) -> any Error {
        if let error = error as? ClientError { return error.underlyingError }
        return error
    }

    /// A failure of the service itself or of reaching it.
    static func storage(_ error: any Error) -> StorageFailure {
        switch unwrap(error) {
        case let remote as RemoteProblem:
            guard let problem = remote.problem else {
                return StorageFailure(.refused(code: "HTTP \(remote.status)"), place: .unknown)
            }
            switch remote.type {
            case .storageFailed?:
                return StorageFailure(
                    .init(wireCode: problem.storage ?? "", milliseconds: problem.milliseconds), place: .unknown)
            case .missingCredential?, .refusedCredential?:
                return StorageFailure(.loginRefused, place: .unknown)
            case .notReady?:
                return StorageFailure(.unreachable(.notReady), place: .unknown)
            case let type?:
                return StorageFailure(.refused(code: type.rawValue), place: .unknown)
            case nil:
                return StorageFailure(.refused(code: "HTTP \(remote.status)"), place: .unknown)
            }
        case let error as HTTPClientError where error == .readTimeout || error == .deadlineExceeded:
            return StorageFailure(.timedOut(milliseconds: 15_000), place: .unknown)
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            return StorageFailure(.connectionLost, place: .unknown)
        case let error as HTTPClientError where error == .connectTimeout:
            return StorageFailure(.unreachable(.noAnswer), place: .unknown)
        default:
            return StorageFailure(.unreachable(.refused), place: .unknown)
        }
    }

    static func accounts(_ error: any Error) -> AccountsError {
        if let remote = unwrap(error) as? RemoteProblem, let problem = remote.problem {
            switch remote.type {
            case .userNameTaken?:
                if let name = problem.name.flatMap({ try? UserName($0) }) { return .userNameTaken(name) }
            case .userNotFound?:
                if let id = problem.id.flatMap({ try? UserID($0) }) { return .userNotFound(id) }
                if let name = problem.name.flatMap({ try? UserName($0) }) { return .noUserNamed(name) }
            case .userHasUnpaidOrders?:
                if let id = problem.id.flatMap({ try? UserID($0) }) { return .userHasUnpaidOrders(id) }
            case .invalidUserID?:
                return .invalidUserID(problem.id ?? "")
            default: break
            }
        }
        return .storageFailed(storage(error))
    }

    static func boxOffice(_ error: any Error) -> BoxOfficeError {
        if let remote = unwrap(error) as? RemoteProblem, let problem = remote.problem {
            switch remote.type {
            case .soldOut?: return .soldOut(seatsLeft: problem.seatsLeft ?? 0)
            case .orderNotUnpaid?:
                if let status = problem.orderStatus?.toDomain() { return .orderNotUnpaid(status) }
            case .hallBusy?:
                if let screening = try? problem.conflicting?.toDomain() { return .hallBusy(conflicting: screening) }
            case .unknownScreening?:
                if let id = problem.id.flatMap({ try? ScreeningID($0) }) { return .unknownScreening(id) }
            case .unknownOrder?:
                if let id = problem.id.flatMap({ try? OrderID($0) }) { return .unknownOrder(id) }
            case .unknownUser?:
                if let id = problem.id.flatMap({ try? UserID($0) }) { return .unknownUser(id) }
            case .movieNotFound?:
                if let id = problem.id.flatMap(Int.init).flatMap({ try? MovieID($0) }) { return .movieNotFound(id) }
            case .duplicateLine?:
                if let id = problem.id.flatMap({ try? ScreeningID($0) }) { return .duplicateLine(id) }
            case .emptyOrder?: return .emptyOrder
            case .overflow?: return .overflow
            case .invalidIdentifier?: return .invalidIdentifier(problem.id ?? "")
            case .retriedWithOtherData?:
                return .storageFailed(StorageFailure(.duplicate(.order(id: problem.id ?? "")), place: .unknown))
            default: break
            }
        }
        return .storageFailed(storage(error))
    }

    static func catalog(_ error: any Error) -> CatalogError {
        switch unwrap(error) {
        case let remote as RemoteProblem:
            guard let problem = remote.problem else { return .sourceFailed(status: remote.status, message: nil) }
            switch remote.type {
            case .invalidPage?:
                return .invalidPage(requested: problem.requestedPage ?? 0, lastPage: problem.lastPage ?? 0)
            case .movieNotFound?:
                if let id = problem.id.flatMap(Int.init).flatMap({ try? MovieID($0) }) { return .movieNotFound(id) }
                return .sourceNotFound
            case .catalogUnavailable?:
                return problem.name == "rate-limited" ? .rateLimited : .offline
            case .catalogFailed?:
                return .sourceFailed(status: problem.sourceStatus ?? remote.status, message: problem.sourceMessage)
            case .invalidQuery?:
                return .invalidQuery(.empty)
            case .storageFailed?, .missingCredential?, .refusedCredential?, .notReady?:
                return .storageFailed(storage(error))
            default:
                return .sourceFailed(status: remote.status, message: problem.detail)
            }
        default:
            return .offline
        }
    }
}
