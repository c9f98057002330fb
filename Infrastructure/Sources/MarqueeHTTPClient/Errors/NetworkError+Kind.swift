extension NetworkError {
    /// The category of a ``NetworkError``.
    ///
    /// A struct over a private enum, so new kinds can be added later without
    /// breaking callers; compare with `==` (`error.kind == .timeout`).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String {
            case invalidRequest, httpStatus, notConnected, connectionLost, timeout, cancelled
            case invalidResponse, responseTooLarge, decodingFailed, noData, transport, crossOriginRedirect
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The endpoint or configuration could not form a valid request (bad
        /// path or base URL, unencodable body). Nothing was sent.
        public static let invalidRequest = Kind(.invalidRequest)
        /// The server answered with a non-2xx status; see `statusCode` and `responseBody`.
        public static let httpStatus = Kind(.httpStatus)
        /// No connection could be made: offline, host not found, connection refused.
        public static let notConnected = Kind(.notConnected)
        /// The connection dropped or was reset before the answer was complete.
        public static let connectionLost = Kind(.connectionLost)
        /// An attempt took longer than its timeout.
        public static let timeout = Kind(.timeout)
        /// The calling task was cancelled.
        public static let cancelled = Kind(.cancelled)
        /// The answer was not a usable HTTP response.
        public static let invalidResponse = Kind(.invalidResponse)
        /// The body was larger than the configured cap.
        public static let responseTooLarge = Kind(.responseTooLarge)
        /// A 2xx body could not be decoded; see `codingPath`.
        public static let decodingFailed = Kind(.decodingFailed)
        /// A 2xx answer came with an empty body where a body was expected
        /// (an API that answered "no data"), told apart from a body that
        /// came and could not be decoded (``decodingFailed``).
        public static let noData = Kind(.noData)
        /// Any other transport failure.
        public static let transport = Kind(.transport)
        /// The server redirected to another origin (scheme, host or port).
        /// The redirect was not followed, so the request's credentials
        /// (headers and query items) never reached that origin.
        public static let crossOriginRedirect = Kind(.crossOriginRedirect)

        /// The kind's name, e.g. `timeout`.
        public var description: String { value.rawValue }
    }
}
