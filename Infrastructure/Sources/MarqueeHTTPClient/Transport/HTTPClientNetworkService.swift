import MarqueeInfrastructure
import Foundation
public import Logging

/// A ``NetworkService`` over AsyncHTTPClient (SwiftNIO), the one HTTP
/// transport Marquee ships.
///
/// Each attempt runs under one deadline covering connection, head and body;
/// the body is capped while it streams in; redirects are followed only within
/// the request's origin; retryable failures of idempotent requests are
/// repeated per the configuration's ``RetryPolicy``; cancelling the calling
/// task ends the request or the wait at once. Every attempt is logged
/// (method, redacted URL, status, duration, attempt).
///
/// It does not use `URLSession`: on Linux that links FoundationNetworking,
/// whose libcurl and ~30 libraries every command then paid for at start-up,
/// network or not.
public struct HTTPClientNetworkService: NetworkService {
    /// The configuration every endpoint is built against.
    public let config: NetworkConfig
    private let transport: HTTPClientTransport
    private let logger: Logger
    private let sleeper: Sleeper

    /// Shuts down the HTTP clients every service of the process shares,
    /// waiting for their connections to close. Call it once, as the program
    /// ends; a request after it starts a fresh client.
    public static func shutdownSharedClients() async {
        await HTTPClientPool.shared.shutdown()
    }

    /// Creates a service. Cheap: the process's one HTTP client (and its
    /// event-loop threads) is started by the first request, not here.
    ///
    /// - Parameters:
    ///   - config: Base URL, defaults and limits.
    ///   - logger: Receives one line per attempt; secrets are redacted.
    ///   - sleeper: Waits between retries.
    public init(
        config: NetworkConfig,
        logger: Logger = Logger(label: "marquee.http"),
        sleeper: Sleeper = .continuous
    ) {
        self.config = config
        self.logger = logger
        self.sleeper = sleeper
        transport = HTTPClientTransport(proxy: config.proxy)
    }

    /// Sends `endpoint`, retrying per the policy, and returns its 2xx answer.
    ///
    /// - Throws: ``NetworkError``.
    public func response<Response>(for endpoint: Endpoint<Response>) async throws(NetworkError) -> HTTPResponse {
        let url = try endpoint.url(config: config)
        var headers = endpoint.allHeaders(config: config)
        // Uncompressed only: the size cap then counts exactly what is held in memory.
        headers = headers.filter { $0.key.lowercased() != "accept-encoding" }
        headers["Accept-Encoding"] = "identity"
        let request = HTTPClientTransport.Request(
            method: endpoint.method, url: url, headers: headers,
            body: try endpoint.encodedBody(config: config, url: url)
        )
        let timeout = endpoint.timeout ?? config.timeout
        // Redacted when a log line or an error needs it, not for every request.
        let redactedURL = { [config] in config.redactor.redact(url: url.absoluteString) }
        logHeaders(endpoint: endpoint, url: redactedURL)

        var attempt = 1
        while true {
            let started = ContinuousClock.now
            let outcome = await attemptOnce(request, timeout: timeout)
            let elapsed = ContinuousClock.now - started
            switch outcome {
            case .success(let response):
                log(.debug, endpoint.method, redactedURL(), status: response.statusCode, elapsed, attempt, nil)
                return response
            case .failure(let failure):
                let failedURL = redactedURL()
                let error = failure.with(method: endpoint.method, url: failedURL, attempts: attempt)
                let retryAfter = RetryAfter.parse(
                    error.responseHeaders.first { $0.key.lowercased() == "retry-after" }?.value,
                    responseDate: error.responseHeaders.first { $0.key.lowercased() == "date" }?.value
                )
                let delay = config.retryPolicy.delay(
                    after: error,
                    attempt: attempt,
                    isIdempotent: endpoint.isIdempotent,
                    retryAfter: retryAfter
                )
                log(
                    delay == nil ? .warning : .notice, endpoint.method, failedURL,
                    status: error.statusCode, elapsed, attempt, error, retryIn: delay)
                guard let delay else { throw error }
                do {
                    try await sleeper.sleep(for: delay)
                    try Task.checkCancellation()
                } catch {
                    throw NetworkError(kind: .cancelled, detail: "cancelled while waiting to retry")
                        .with(method: endpoint.method, url: failedURL, attempts: attempt)
                }
                attempt += 1
            }
        }
    }

    private func attemptOnce(_ request: HTTPClientTransport.Request, timeout: Duration) async -> Result<
        HTTPResponse, NetworkError
    > {
        do {
            let response = try await transport.send(request, limit: config.maximumResponseBytes, timeout: timeout)
            guard response.isSuccess else {
                return .failure(
                    NetworkError(
                        kind: .httpStatus,
                        detail: "the server answered \(response.statusCode)",
                        statusCode: response.statusCode,
                        responseBody: response.body,
                        responseHeaders: response.headers
                    )
                )
            }
            return .success(response)
        } catch {
            return .failure(.fromTransport(error, timeout: timeout, isCancelled: Task.isCancelled))
        }
    }

    /// One line for an attempt; builds nothing when the logger is set above `level`.
    private func log(
        _ level: Logger.Level,
        _ method: HTTPMethod,
        _ url: @autoclosure () -> String,
        status: Int?,
        _ elapsed: Duration,
        _ attempt: Int,
        _ error: NetworkError?,
        retryIn delay: Duration? = nil
    ) {
        guard level >= logger.logLevel else { return }
        let url = url()
        let milliseconds = Int((elapsed.inSeconds * 1000).rounded())
        var metadata: Logger.Metadata = [
            "http.method": "\(method)",
            "http.url": "\(url)",
            "http.duration_ms": "\(milliseconds)",
            "http.attempt": "\(attempt)",
        ]
        if let proxy = config.proxy { metadata["http.proxy"] = "\(proxy)" }
        if let status { metadata["http.status"] = "\(status)" }
        if let error { metadata["http.error"] = "\(error.kind)" }
        if let delay { metadata["http.retry_in_ms"] = "\(Int((delay.inSeconds * 1000).rounded()))" }
        let outcome = status.map(String.init) ?? error.map { "\($0.kind)" } ?? "?"
        let retry = delay.map { ", retrying in \($0)" } ?? ""
        logger.log(
            level: level,
            "\(method) \(url) -> \(outcome) in \(milliseconds) ms (attempt \(attempt)\(retry))",
            metadata: metadata
        )
    }

    private func logHeaders<Response>(endpoint: Endpoint<Response>, url: () -> String) {
        guard logger.logLevel <= .trace else { return }
        let url = url()
        let headers = config.redactor.redact(headers: endpoint.allHeaders(config: config))
            .map { "\($0.name): \($0.value)" }
            .joined(separator: ", ")
        logger.trace("\(endpoint.method) \(url) headers: [\(headers)]")
    }
}
