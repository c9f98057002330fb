import MarqueeData
import MarqueeDomain
public import MarqueeHTTPClient

extension TMDBPosterImagesRepository {
    /// TMDB's image server; requests go to `/t/p/{width}{path}` under it.
    public static let defaultImageBaseURL = "https://image.tmdb.org"

    /// The largest image accepted: `original` posters run to a few MiB, so
    /// 20 MiB leaves room without letting a broken proxy fill memory.
    public static let maximumResponseBytes = 20 * 1024 * 1024

    /// A ``/MarqueeHTTPClient/NetworkConfig`` for the image server: no credentials (images are
    /// public), a 10 s end-to-end deadline per attempt, the size cap and the standard retries.
    ///
    /// - Parameters:
    ///   - imageBaseURL: The image server's root, without `/t/p`.
    ///   - timeout: How long one attempt may take.
    ///   - retryPolicy: When to repeat a failed request.
    /// - Throws: ``/MarqueeHTTPClient/NetworkError`` when `imageBaseURL` is not an absolute http(s) URL.
    public static func networkConfig(
        imageBaseURL: String = defaultImageBaseURL,
        timeout: Duration = .seconds(10),
        retryPolicy: RetryPolicy = .standard
    ) throws(NetworkError) -> NetworkConfig {
        try NetworkConfig(
            baseURL: imageBaseURL,
            timeout: timeout,
            maximumResponseBytes: maximumResponseBytes,
            retryPolicy: retryPolicy
        )
    }

    /// `/t/p/{width}/{name}`, the name percent-encoded so no character of it
    /// can end the path or start a query.
    static func requestPath(_ path: PosterPath, width: TMDBPosterWidth) -> String {
        let name = path.rawValue.drop { $0 == "/" }
        var encoded = ""
        for byte in name.utf8 {
            if isPathSafe(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return "/t/p/\(width.pathSegment)/\(encoded)"
    }

    /// The media type TMDB serves for the path's extension.
    static func mediaType(of path: PosterPath) -> String {
        let name = path.rawValue.lowercased()
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        switch name[name.index(after: dot)...] {
        case "jpg", "jpeg": return "image/jpeg"
        case "png": return "image/png"
        case "webp": return "image/webp"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }

    private static func isPathSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
