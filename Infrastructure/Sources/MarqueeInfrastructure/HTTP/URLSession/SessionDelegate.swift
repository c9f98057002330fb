import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects each task's response and body, enforces the size cap while the
/// bytes arrive, and resumes the waiting caller when the task completes.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        let continuation: CheckedContinuation<HTTPResponse, any Error>
        let limit: Int
        var response: HTTPURLResponse?
        var body = Data()
        var failure: TransportFailure?
    }

    private let pending = Mutex<[Int: Pending]>([:])

    /// Registers the continuation to resume when the task with `identifier` ends.
    func register(
        _ identifier: Int,
        limit: Int,
        continuation: CheckedContinuation<HTTPResponse, any Error>
    ) {
        pending.withLock {
            $0[identifier] = Pending(continuation: continuation, limit: limit)
        }
    }

    /// Resumes and forgets a task that will never start.
    func abandon(_ identifier: Int, with error: any Error) {
        let entry = pending.withLock { $0.removeValue(forKey: identifier) }
        entry?.continuation.resume(throwing: error)
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let disposition = pending.withLock { entries -> URLSession.ResponseDisposition in
            guard var entry = entries[dataTask.taskIdentifier] else { return .cancel }
            defer { entries[dataTask.taskIdentifier] = entry }
            guard let http = response as? HTTPURLResponse else {
                entry.failure = .notHTTP
                return .cancel
            }
            // Requests ask for `identity`. A compressed answer anyway would be
            // inflated by libcurl faster than the cap below can stop it (a
            // 256 MiB gzip bomb cost 204 MiB of peak memory), so refuse it
            // before a byte of body is read.
            if let encoding = http.value(forHTTPHeaderField: "Content-Encoding")?
                .trimmingCharacters(in: .whitespaces).lowercased(),
                !encoding.isEmpty, encoding != "identity"
            {
                entry.failure = .unrequestedEncoding(encoding)
                return .cancel
            }
            if response.expectedContentLength > Int64(entry.limit) {
                entry.failure = .tooLarge(limit: entry.limit)
                return .cancel
            }
            entry.response = http
            if response.expectedContentLength > 0 {
                entry.body.reserveCapacity(Int(response.expectedContentLength))
            }
            return .allow
        }
        completionHandler(disposition)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = pending.withLock { entries -> Bool in
            guard var entry = entries[dataTask.taskIdentifier], entry.failure == nil else { return false }
            defer { entries[dataTask.taskIdentifier] = entry }
            guard entry.body.count + data.count <= entry.limit else {
                entry.failure = .tooLarge(limit: entry.limit)
                entry.body = Data()
                return true
            }
            entry.body.append(data)
            return false
        }
        if overLimit { dataTask.cancel() }
    }

    /// Follows a redirect only within the original request's origin (scheme,
    /// host and port). Any other target is refused before a byte is sent to
    /// it: the request carries credentials (an `Authorization` header or an
    /// `api_key` query item) that belong to the configured origin only.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let origin = task.originalRequest?.url
        guard let origin, let target = request.url, Self.sameOrigin(origin, target) else {
            pending.withLock {
                $0[task.taskIdentifier]?.failure = .crossOriginRedirect(status: response.statusCode)
            }
            completionHandler(nil)
            task.cancel()
            return
        }
        completionHandler(request)
    }

    static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        func port(_ url: URL) -> Int? {
            url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
        }
        return lhs.scheme?.lowercased() == rhs.scheme?.lowercased()
            && lhs.host?.lowercased() == rhs.host?.lowercased()
            && port(lhs) == port(rhs)
    }

    /// On Linux a body cut short by the server ends with `URLError.unknown`
    /// ("transfer closed with N bytes remaining"); once the head has arrived
    /// that can only mean the connection was lost mid-body.
    private static func classify(_ error: any Error, after entry: Pending) -> any Error {
        guard let response = entry.response, let urlError = error as? URLError,
            urlError.code == .unknown || urlError.code == .networkConnectionLost
        else { return error }
        return TransportFailure.truncated(received: entry.body.count, expected: response.expectedContentLength)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = entry.failure {
            entry.continuation.resume(throwing: failure)
        } else if let error {
            entry.continuation.resume(throwing: Self.classify(error, after: entry))
        } else if let response = entry.response {
            var headers: [String: String] = [:]
            for case (let name as String, let value as String) in response.allHeaderFields {
                headers[name] = value
            }
            entry.continuation.resume(
                returning: HTTPResponse(statusCode: response.statusCode, headers: headers, body: entry.body)
            )
        } else {
            entry.continuation.resume(throwing: TransportFailure.notHTTP)
        }
    }
}
