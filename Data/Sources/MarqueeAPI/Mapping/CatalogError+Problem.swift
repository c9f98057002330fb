import Foundation
public import MarqueeDomain

/// The problem types of the Catalog's errors (``/MarqueeDomain/CatalogError``),
/// named beside the table below: each error's status, type and data, and back.
public enum CatalogProblem: String, ProblemName, CaseIterable {
    case invalidQuery = "invalid-query"
    case invalidMovieID = "invalid-movie-id"
    case invalidPage = "invalid-page"
    case movieNotFound = "movie-not-found"
    case catalogUnavailable = "catalog-unavailable"
    case catalogFailed = "catalog-failed"
}

extension Components.Schemas.Problem {
    /// A problem of one of ``CatalogProblem``'s types, named as a member of it.
    fileprivate init(_ status: Int, _ type: CatalogProblem, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// The problem for `error`.
    public init(_ error: CatalogError, detail: String) {
        switch error {
        case .invalidQuery(.empty): self.init(400, .invalidQuery, detail: detail)
        case let .invalidQuery(.tooLong(length)):
            self.init(400, .invalidQuery, detail: detail) { $0.value = "\(length)" }
        case let .invalidMovieID(id): self.init(400, .invalidMovieID, detail: detail) { $0.id = "\(id)" }
        case let .invalidPage(requested, lastPage):
            // A page past the last is not there: 404, like a movie that is not.
            self.init(404, .invalidPage, detail: detail) {
                $0.requestedPage = requested
                $0.lastPage = lastPage
            }
        case let .movieNotFound(id): self.init(404, .movieNotFound, detail: detail) { $0.id = "\(id.rawValue)" }
        case .offline: self.init(503, .catalogUnavailable, detail: detail) { $0.name = "offline" }
        case .rateLimited: self.init(503, .catalogUnavailable, detail: detail) { $0.name = "rate-limited" }
        case let .sourceFailed(status, message):
            self.init(502, .catalogFailed, detail: detail) {
                $0.sourceStatus = status
                $0.sourceMessage = message
            }
        case .unauthorized, .sourceNotFound, .redirectedElsewhere, .unreadableData, .invalidReleaseDate,
            .invalidPosterPath:
            // The service's own source is misconfigured or answered badly:
            // the desk can do nothing about it but say the catalog failed.
            self.init(502, .catalogFailed, detail: detail)
        case let .storageFailed(failure): self.init(failure, detail: detail)
        }
    }

    /// The Catalog error this problem stands for; `nil` when it is none of them.
    public var catalogError: CatalogError? {
        switch type(CatalogProblem.self) {
        case .invalidQuery?: return .invalidQuery(value.flatMap(Int.init).map { .tooLong(length: $0) } ?? .empty)
        case .invalidMovieID?: return .invalidMovieID(id.flatMap(Int.init) ?? 0)
        case .invalidPage?: return .invalidPage(requested: requestedPage ?? 0, lastPage: lastPage ?? 0)
        case .movieNotFound?: return movieID.map(CatalogError.movieNotFound) ?? .sourceNotFound
        case .catalogUnavailable?: return name == "rate-limited" ? .rateLimited : .offline
        case .catalogFailed?: return .sourceFailed(status: sourceStatus ?? status, message: sourceMessage)
        case nil: return nil
        }
    }
}
