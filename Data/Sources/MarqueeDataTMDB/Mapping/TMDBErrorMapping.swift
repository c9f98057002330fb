import MarqueeData
import Foundation
import MarqueeDomain
import MarqueeHTTPClient

/// Turns the HTTP layer's ``NetworkError`` into the Catalog's ``CatalogError``:
/// what a TMDB failure means to someone searching movies.
///
/// Nothing secret gets through: the reasons are built here from field paths
/// and status codes, and TMDB's own `status_message` is scrubbed of the
/// credential before it is passed on.
struct TMDBErrorMapping: Sendable {
    /// The longest `status_message` passed on, in characters.
    static let maximumMessageLength = 200

    let credentials: TMDBCredentials

    /// The Catalog error for `error`.
    ///
    /// - Parameter movieID: The movie asked for, so a 404 becomes
    ///   ``CatalogError/movieNotFound(_:)``; `nil` for searches.
    func catalogError(for error: NetworkError, movieID: MovieID? = nil) -> CatalogError {
        switch error.kind {
        case .httpStatus:
            return statusError(error, movieID: movieID)
        case .notConnected, .connectionLost, .timeout, .transport:
            return .offline
        case .cancelled:
            // The caller gave up before TMDB answered; to the Catalog that is
            // a source that did not answer.
            return .offline
        case .decodingFailed:
            if let path = error.codingPath, !path.isEmpty {
                return .unreadableData(.tmdb, .unexpectedValue(at: path))
            }
            return .unreadableData(.tmdb, .notJSON)
        case .noData:
            return .unreadableData(.tmdb, .noData)
        case .responseTooLarge:
            return .unreadableData(.tmdb, .tooLarge)
        case .invalidResponse:
            return .unreadableData(.tmdb, .notHTTP)
        case .crossOriginRedirect:
            // Refused so the credential never reaches another server.
            return .redirectedElsewhere
        default:
            return .unreadableData(.tmdb, .requestNotMade)
        }
    }

    private func statusError(_ error: NetworkError, movieID: MovieID?) -> CatalogError {
        let status = error.statusCode ?? 0
        switch status {
        case 401:
            return .unauthorized
        case 404:
            // TMDB says "not found" about a movie in its own JSON (status_code
            // 34); any other 404 — an HTML page, a bare answer, a search —
            // means the address is wrong, which no cached copy can fix.
            if let movieID, isTMDBAnswer(error) { return .movieNotFound(movieID) }
            return .sourceNotFound
        case 429:
            return .rateLimited
        default:
            return .sourceFailed(status: status, message: message(in: error))
        }
    }

    /// Whether the body of `error` is TMDB's own error JSON.
    private func isTMDBAnswer(_ error: NetworkError) -> Bool {
        guard let body = error.responseBody, !body.isEmpty,
            let decoded = try? JSONDecoder().decode(TMDBErrorBodyDTO.self, from: body)
        else { return false }
        return decoded.statusCode != nil || decoded.statusMessage != nil
    }

    /// TMDB's `status_message`, one line, shortened, without the credential.
    func message(in error: NetworkError) -> String? {
        guard let body = error.responseBody, !body.isEmpty,
            let decoded = try? JSONDecoder().decode(TMDBErrorBodyDTO.self, from: body),
            var message = decoded.statusMessage
        else { return nil }
        let secret = credentials.secret
        if !secret.isEmpty {
            message = message.replacingOccurrences(of: secret, with: "<redacted>")
        }
        message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        if message.count > Self.maximumMessageLength {
            message = String(message.prefix(Self.maximumMessageLength)) + "…"
        }
        return message.isEmpty ? nil : message
    }
}
