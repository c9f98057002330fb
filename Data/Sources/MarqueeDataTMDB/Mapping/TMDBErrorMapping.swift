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
                return .corruptData("TMDB's answer has an unexpected value at \(path)")
            }
            return .corruptData("TMDB's answer is not valid JSON")
        case .responseTooLarge:
            return .corruptData("TMDB's answer is larger than Marquee accepts")
        case .invalidResponse:
            return .corruptData("TMDB's answer is not a usable HTTP response")
        case .crossOriginRedirect:
            // Refused so the credential never reaches another server.
            return .sourceFailed(
                status: error.statusCode ?? 0,
                message: "redirected to another server, not followed so the credential stays with TMDB"
            )
        default:
            return .corruptData("the TMDB request could not be made (\(error.kind))")
        }
    }

    private func statusError(_ error: NetworkError, movieID: MovieID?) -> CatalogError {
        let status = error.statusCode ?? 0
        switch status {
        case 401:
            return .unauthorized
        case 404:
            if let movieID { return .movieNotFound(movieID) }
            return .sourceFailed(status: status, message: message(in: error))
        case 429:
            return .rateLimited
        default:
            return .sourceFailed(status: status, message: message(in: error))
        }
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
