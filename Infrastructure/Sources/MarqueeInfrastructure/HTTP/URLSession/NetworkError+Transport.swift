import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Classifies a failure of one attempt. Only the error's code is kept:
    /// Foundation's descriptions can quote the full URL, secrets included.
    static func fromTransport(_ error: any Error, timeout: Duration, isCancelled: Bool) -> NetworkError {
        switch error {
        case let error as NetworkError:
            return error
        case _ where isCancelled:
            return NetworkError(kind: .cancelled, detail: "the calling task was cancelled")
        case is DeadlineExceeded:
            return NetworkError(kind: .timeout, detail: "no complete answer within \(timeout)")
        case is CancellationError:
            return NetworkError(kind: .cancelled, detail: "the calling task was cancelled")
        case TransportFailure.tooLarge(let limit):
            return NetworkError(kind: .responseTooLarge, detail: "response body exceeds \(limit) bytes")
        case TransportFailure.notHTTP:
            return NetworkError(kind: .invalidResponse, detail: "the answer is not an HTTP response")
        case TransportFailure.truncated(let received, let expected):
            let of = expected >= 0 ? " of \(expected)" : ""
            return NetworkError(
                kind: .connectionLost,
                detail: "connection closed after \(received)\(of) body bytes"
            )
        case TransportFailure.unrequestedEncoding(let encoding):
            let shown = String(
                encoding.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic || $0 == "-" }.prefix(20).map(
                    Character.init))
            return NetworkError(
                kind: .invalidResponse,
                detail: "the answer is compressed (\(shown)) although none was asked for; refused before inflating it"
            )
        case TransportFailure.crossOriginRedirect(let status):
            return NetworkError(
                kind: .crossOriginRedirect,
                detail:
                    "the server answered \(status) redirecting to another origin; not followed, so credentials stay with the configured origin",
                statusCode: status
            )
        case let error as URLError:
            return fromURLError(error.code, timeout: timeout)
        default:
            let nsError = error as NSError
            return NetworkError(kind: .transport, detail: "\(nsError.domain) error \(nsError.code)")
        }
    }

    private static func fromURLError(_ code: URLError.Code, timeout: Duration) -> NetworkError {
        let detail = "URLError \(code.rawValue)"
        switch code {
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
            .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return NetworkError(kind: .notConnected, detail: "\(detail): cannot reach the host")
        case .networkConnectionLost:
            return NetworkError(
                kind: .connectionLost, detail: "\(detail): connection lost before the answer was complete")
        case .timedOut:
            return NetworkError(kind: .timeout, detail: "\(detail): no complete answer within \(timeout)")
        case .cancelled:
            return NetworkError(kind: .cancelled, detail: "\(detail): request cancelled")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeRawData,
            .cannotDecodeContentData:
            return NetworkError(kind: .invalidResponse, detail: "\(detail): unusable answer")
        case .dataLengthExceedsMaximum:
            return NetworkError(kind: .responseTooLarge, detail: "\(detail): response too large")
        default:
            return NetworkError(kind: .transport, detail: detail)
        }
    }
}
