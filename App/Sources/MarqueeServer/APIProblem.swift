import Foundation
import HTTPTypes
import MarqueeAPI
import MarqueeDomain
import MarqueeInfrastructure
import MarqueePresentation
import OpenAPIRuntime

/// A problem the service answers with (RFC 9457): a status, a stable type
/// and the sentence the command line says, with the error's data as
/// extension members. Handlers throw it; the runtime sends it as it is.
struct APIProblem: Error, HTTPResponseConvertible {
    var problem: Components.Schemas.Problem
    /// Extra headers (`Retry-After`).
    var headers: HTTPFields = [:]

    init(_ problem: Components.Schemas.Problem) {
        var problem = problem
        problem.requestID = HTTPServerRequest.id.isEmpty ? nil : HTTPServerRequest.id
        self.problem = problem
    }

    init(_ status: Int, _ type: ProblemType, _ detail: String) {
        self.init(Components.Schemas.Problem(status, type, detail: detail))
    }

    var status: Int { problem.status }

    var httpStatus: HTTPResponse.Status { HTTPResponse.Status(code: status) }

    var httpHeaderFields: HTTPFields {
        var fields = headers
        fields[.contentType] = "application/problem+json"
        return fields
    }

    var httpBody: HTTPBody? { HTTPBody(bytes) }

    var bytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? Array(encoder.encode(problem))) ?? Array(#"{"status":500}"#.utf8)
    }
}

/// Domain's errors as problems: the status, type and data from MarqueeAPI's
/// one table per context, the sentence from Presentation.
struct ProblemWriter: Sendable {
    let times: LocalTimeFormat

    func problem(_ error: CatalogError) -> APIProblem {
        if case let .storageFailed(failure) = error { return storage(failure) }
        return APIProblem(Components.Schemas.Problem(error, detail: error.userMessage))
    }

    func problem(_ error: AccountsError) -> APIProblem {
        if case let .storageFailed(failure) = error { return storage(failure) }
        return APIProblem(Components.Schemas.Problem(error, detail: error.userMessage))
    }

    func problem(_ error: BoxOfficeError) -> APIProblem {
        switch error {
        case let .storageFailed(failure): return storage(failure)
        case let .catalogFailed(error): return problem(error)
        default: return APIProblem(Components.Schemas.Problem(error, detail: error.userMessage(times: times)))
        }
    }

    func problem(_ problem: ServiceProblem, _ type: ProblemType, status: Int) -> APIProblem {
        APIProblem(status, type, problem.message)
    }

    /// A name that breaks ``/MarqueeDomain/UserName``'s rules, carrying the name.
    func invalidName(_ text: String, _ error: AccountsError) -> APIProblem {
        APIProblem(Components.Schemas.Problem(invalidName: text, detail: error.userMessage))
    }

    /// A query, path or header parameter outside what the operation takes.
    func badParameter(_ name: String, rule: String) -> APIProblem {
        var answer = APIProblem(
            400, .badParameter, ServiceProblem.badParameter(name: name, rule: rule).message)
        answer.problem.parameter = name
        return answer
    }

    /// A failure of the service's own store: worded without naming it (its
    /// path, address and user are the service's business), and 503 asks the
    /// desk to come back in a second.
    func storage(_ failure: StorageFailure) -> APIProblem {
        let unnamed = StorageFailure(failure.reason, place: .unknown)
        var answer = APIProblem(Components.Schemas.Problem(unnamed, detail: unnamed.userMessage))
        if answer.status == 503 { answer.headers[.retryAfter] = "1" }
        return answer
    }
}
