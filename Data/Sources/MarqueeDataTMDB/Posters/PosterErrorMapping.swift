import MarqueeData
import MarqueeDomain
import MarqueeHTTPClient

/// Turns the HTTP layer's ``NetworkError`` into a ``PosterError``: what an
/// image-server failure means to someone asking for a poster.
///
/// The image server needs no credentials, and nothing from the request's URL
/// is passed on: only status codes and the error's kind.
enum PosterErrorMapping {
    static func posterError(for error: NetworkError, path: PosterPath) -> PosterError {
        switch error.kind {
        case .httpStatus:
            switch error.statusCode ?? 0 {
            case 404, 410: return .imageNotFound(path)
            case 429: return .catalog(.rateLimited)
            case let status: return .catalog(.sourceFailed(status: status, message: nil))
            }
        case .notConnected, .connectionLost, .timeout, .transport, .cancelled:
            // Cancelled: the caller gave up before the server answered, which
            // to the caller is a source that did not answer.
            return .catalog(.offline)
        case .responseTooLarge:
            // Not a failing source (there is no status to report): the answer
            // itself is unusable. Until PosterError has a case of its own,
            // corrupt data carries the reason.
            return .catalog(
                .corruptData(
                    "the image is larger than \(TMDBPosterImagesRepository.maximumResponseBytes / 1_048_576) MiB, the most Marquee accepts"
                ))
        default:
            return .catalog(
                .sourceFailed(status: error.statusCode ?? 0, message: "the image request failed (\(error.kind))"))
        }
    }
}
