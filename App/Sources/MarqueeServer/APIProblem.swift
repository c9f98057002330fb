#if Service
import Foundation
import HTTPTypes
import MarqueeAPI
import MarqueeDomain
import MarqueeHTTPServer
import MarqueePresentation
import OpenAPIRuntime

/// A problem the service answers with (RFC 9457): a status, a stable type
/// and the sentence the command line says, with the error's data as
/// extension members. Handlers throw it; the runtime sends it as it is.
struct APIProblem: Error, HTTPResponseConvertible {
    let status: Int
    var problem: Components.Schemas.Problem

    init(
        _ status: Int, _ type: ProblemType, _ detail: String,
        _ fill: (inout Components.Schemas.Problem) -> Void = { _ in }
    ) {
        self.status = status
        var problem = Components.Schemas.Problem(
            _type: type.uri, title: type.rawValue.replacingOccurrences(of: "-", with: " "), status: status,
            detail: detail)
        problem.requestID = HTTPServerRequest.id.isEmpty ? nil : HTTPServerRequest.id
        fill(&problem)
        self.problem = problem
    }

    var httpStatus: HTTPResponse.Status { HTTPResponse.Status(code: status) }

    var httpHeaderFields: HTTPFields { [.contentType: "application/problem+json"] }

    var httpBody: HTTPBody? { HTTPBody(bytes) }

    var bytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? Array(encoder.encode(problem))) ?? Array(#"{"status":500}"#.utf8)
    }
}

/// Domain's errors as problems, worded by Presentation for the command line.
struct ProblemWriter: Sendable {
    let times: LocalTimeFormat

    func problem(_ error: CatalogError) -> APIProblem {
        let detail = error.userMessage
        switch error {
        case .invalidQuery: return APIProblem(400, .invalidQuery, detail)
        case let .invalidMovieID(id): return APIProblem(400, .invalidMovieID, detail) { $0.id = String(id) }
        case let .invalidPage(requested, lastPage):
            return APIProblem(400, .invalidPage, detail) {
                $0.requestedPage = requested
                $0.lastPage = lastPage
            }
        case let .movieNotFound(id): return APIProblem(404, .movieNotFound, detail) { $0.id = String(id.rawValue) }
        case .offline: return APIProblem(503, .catalogUnavailable, detail) { $0.name = "offline" }
        case .rateLimited: return APIProblem(503, .catalogUnavailable, detail) { $0.name = "rate-limited" }
        case let .sourceFailed(status, message):
            return APIProblem(502, .catalogFailed, detail) {
                $0.sourceStatus = status
                $0.sourceMessage = message
            }
        case .unauthorized, .sourceNotFound, .redirectedElsewhere, .unreadableData, .invalidReleaseDate,
            .invalidPosterPath:
            return APIProblem(502, .catalogFailed, detail)
        case let .storageFailed(failure): return storage(failure)
        }
    }

    func problem(_ error: AccountsError) -> APIProblem {
        let detail = error.userMessage
        switch error {
        case let .invalidUserID(id): return APIProblem(400, .invalidUserID, detail) { $0.id = id }
        case .invalidUserName: return APIProblem(400, .invalidUserName, detail)
        case let .userNameTaken(name):
            return APIProblem(409, .userNameTaken, detail) { $0.name = name.displayName }
        case let .userNotFound(id): return APIProblem(404, .userNotFound, detail) { $0.id = id.rawValue }
        case let .noUserNamed(name): return APIProblem(404, .userNotFound, detail) { $0.name = name.displayName }
        case let .userHasUnpaidOrders(id):
            return APIProblem(409, .userHasUnpaidOrders, detail) { $0.id = id.rawValue }
        case let .storageFailed(failure): return storage(failure)
        }
    }

    func problem(_ error: BoxOfficeError) -> APIProblem {
        let detail = error.userMessage(times: times)
        switch error {
        case let .invalidIdentifier(id): return APIProblem(400, .invalidIdentifier, detail) { $0.id = id }
        case .invalidCurrency: return APIProblem(400, .invalidCurrency, detail)
        case .invalidPrice: return APIProblem(400, .invalidPrice, detail)
        case .invalidHall: return APIProblem(400, .invalidHall, detail)
        case .invalidCapacity: return APIProblem(400, .invalidCapacity, detail)
        case .invalidRuntime: return APIProblem(400, .invalidRuntime, detail)
        case .invalidQuantity: return APIProblem(400, .invalidQuantity, detail)
        case .mixedCurrencies: return APIProblem(400, .mixedCurrencies, detail)
        case .overflow: return APIProblem(400, .overflow, detail)
        case .emptyOrder: return APIProblem(400, .emptyOrder, detail)
        case let .duplicateLine(id): return APIProblem(400, .duplicateLine, detail) { $0.id = id.rawValue }
        case let .soldOut(seatsLeft): return APIProblem(409, .soldOut, detail) { $0.seatsLeft = seatsLeft }
        case let .orderNotUnpaid(status):
            return APIProblem(409, .orderNotUnpaid, detail) { $0.orderStatus = .init(status) }
        case let .hallBusy(conflicting):
            return APIProblem(409, .hallBusy, detail) { $0.conflicting = .init(conflicting) }
        // The sample cinema is loaded where the service runs, never through it;
        // these come only from a store shared with a local `marquee sample`.
        case .screeningInPast, .screeningStarted, .boxOfficeNotEmpty, .sampleAlreadyLoaded, .noSampleLoaded:
            return APIProblem(409, .boxOfficeRefused, detail)
        case let .runtimeUnknown(id, _):
            return APIProblem(400, .invalidRuntime, detail) { $0.id = String(id.rawValue) }
        case let .unknownUser(id): return APIProblem(404, .unknownUser, detail) { $0.id = id.rawValue }
        case let .unknownCustomerName(name):
            return APIProblem(404, .unknownUser, detail) { $0.name = name.displayName }
        case let .unknownScreening(id): return APIProblem(404, .unknownScreening, detail) { $0.id = id.rawValue }
        case let .unknownOrder(id): return APIProblem(404, .unknownOrder, detail) { $0.id = id.rawValue }
        case let .movieNotFound(id): return APIProblem(404, .movieNotFound, detail) { $0.id = String(id.rawValue) }
        case let .catalogFailed(error): return problem(error)
        case let .storageFailed(failure): return storage(failure)
        }
    }

    func problem(_ problem: ServiceProblem, _ type: ProblemType, status: Int) -> APIProblem {
        APIProblem(status, type, problem.message)
    }

    /// A failure of the service's own store: worded without naming it (its
    /// address and user are the service's business), 503 but for a duplicate.
    func storage(_ failure: StorageFailure) -> APIProblem {
        let (code, milliseconds) = failure.reason.wireCode
        let status = if case .duplicate = failure.reason { 409 } else { 503 }
        return APIProblem(status, .storageFailed, StorageFailure(failure.reason, place: .unknown).userMessage) {
            $0.storage = code
            $0.milliseconds = milliseconds
        }
    }
}
#endif
