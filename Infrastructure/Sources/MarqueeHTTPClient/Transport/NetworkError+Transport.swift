import AsyncHTTPClient
import Glibc
import NIOCore
import NIOHTTP1
import NIOPosix

extension NetworkError {
    /// Classifies a failure of one attempt. Only the kind of failure is kept,
    /// never a library's own description: those can quote the full URL,
    /// secrets included.
    static func fromTransport(_ error: any Error, timeout: Duration, isCancelled: Bool) -> NetworkError {
        switch error {
        case let error as NetworkError:
            return error
        case _ where isCancelled, is CancellationError:
            return NetworkError(kind: .cancelled, detail: "the calling task was cancelled")
        case let failure as TransportFailure:
            return fromFailure(failure)
        case let error as HTTPClientError:
            return fromClientError(error, timeout: timeout)
        case let error as NIOConnectionError:
            let resolved = error.dnsAError == nil || error.dnsAAAAError == nil
            return NetworkError(
                kind: .notConnected,
                detail: resolved ? "cannot connect to the host" : "cannot resolve the host name"
            )
        case let error as IOError:
            return fromSystemError(error.errnoCode, timeout: timeout)
        case let error as ChannelError:
            if case .connectTimeout = error {
                return NetworkError(kind: .timeout, detail: "could not connect within \(timeout)")
            }
            return NetworkError(kind: .connectionLost, detail: "the connection closed before the answer was complete")
        case is HTTPParserError:
            return NetworkError(kind: .invalidResponse, detail: "the answer is not valid HTTP")
        default:
            // TLS failures (an untrusted certificate, say) land here, named by type only.
            return NetworkError(kind: .transport, detail: "\(type(of: error))")
        }
    }

    private static func fromFailure(_ failure: TransportFailure) -> NetworkError {
        switch failure {
        case .tooLarge(let limit):
            return NetworkError(kind: .responseTooLarge, detail: "response body exceeds \(limit) bytes")
        case .truncated(let received, let expected):
            let of = expected.map { " of \($0)" } ?? ""
            return NetworkError(kind: .connectionLost, detail: "connection closed after \(received)\(of) body bytes")
        case .unrequestedEncoding(let encoding):
            let shown = String(
                encoding.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic || $0 == "-" }.prefix(20).map(
                    Character.init))
            return NetworkError(
                kind: .invalidResponse,
                detail: "the answer is compressed (\(shown)) although none was asked for; refused before inflating it"
            )
        case .crossOriginRedirect(let status):
            return NetworkError(
                kind: .crossOriginRedirect,
                detail:
                    "the server answered \(status) redirecting to another origin; not followed, so credentials stay with the configured origin",
                statusCode: status
            )
        case .tooManyRedirects(let count):
            return NetworkError(kind: .invalidResponse, detail: "more than \(count) redirects")
        }
    }

    private static func fromClientError(_ error: HTTPClientError, timeout: Duration) -> NetworkError {
        switch error {
        case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout,
            .getConnectionFromPoolTimeout, .httpProxyHandshakeTimeout, .socksHandshakeTimeout:
            return NetworkError(kind: .timeout, detail: "no complete answer within \(timeout)")
        case .cancelled:
            return NetworkError(kind: .cancelled, detail: "request cancelled")
        case .remoteConnectionClosed:
            return NetworkError(
                kind: .connectionLost, detail: "the server closed the connection before the answer was complete")
        case .invalidProxyResponse:
            return NetworkError(kind: .notConnected, detail: "the proxy refused to open a tunnel to the host")
        case .proxyAuthenticationRequired:
            return NetworkError(
                kind: .notConnected,
                detail: "the proxy asks for credentials (set them in the proxy URL: user:password@)")
        case .invalidURL, .emptyHost, .emptyScheme:
            return NetworkError(kind: .invalidRequest, detail: "the URL cannot be requested")
        case .bodyLengthMismatch, .contentLengthMissing, .identityCodingIncorrectlyPresent:
            return NetworkError(kind: .invalidResponse, detail: "the answer's framing is invalid")
        default:
            return NetworkError(kind: .transport, detail: "HTTP client error \(error.shortDescription)")
        }
    }

    private static func fromSystemError(_ code: Int32, timeout: Duration) -> NetworkError {
        switch code {
        case ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, EADDRNOTAVAIL, ENETDOWN:
            return NetworkError(kind: .notConnected, detail: "cannot reach the host (errno \(code))")
        case ETIMEDOUT:
            return NetworkError(kind: .timeout, detail: "no complete answer within \(timeout)")
        case ECONNRESET, EPIPE, ECONNABORTED:
            return NetworkError(kind: .connectionLost, detail: "the connection was reset (errno \(code))")
        default:
            return NetworkError(kind: .transport, detail: "system error \(code)")
        }
    }
}
