public import Foundation
import Synchronization

/// What the server knows about the request being answered, for the
/// application's handlers: they run in the request's task, so these are
/// task-local values, set by the server before a handler runs
/// (`MarqueeHTTPServer`). They live here, without the server, so that
/// handlers compile without the HTTP server's driver.
public enum HTTPServerRequest {
    /// The request's identifier: the client's `X-Request-ID` when it is a
    /// sane one (1–64 letters, digits, `-`, `_`, `.`), else a new one. Logged
    /// with every line about the request and sent back in `X-Request-ID`.
    @TaskLocal public static var id = ""

    /// Who the request's bearer credential belongs to, as the application's
    /// authenticator named it; `nil` on public paths.
    @TaskLocal public static var principal: (any Sendable)?

    /// Says until when the answer being made holds by the clock alone (the
    /// server sends it as `Expires`), for a route the server keeps answers
    /// of (``HTTPServerCachedRoute``); elsewhere it does nothing. The
    /// earliest time said wins.
    public static func answerHolds(until date: Date) {
        holding?.hold(until: date)
    }

    /// Where ``answerHolds(until:)`` writes, while a kept route runs.
    @TaskLocal package static var holding: AnswerHolding?

    /// What `compute` returns, computed once per request for `key`: a
    /// second call with the same key in the same request gets the first
    /// answer (outside a request, `compute` runs each time). For a value
    /// several parts of one request need, such as a store's revision that
    /// both the credential check and a kept answer are validated against.
    public static func memoized<T: Sendable>(_ key: String, _ compute: () async -> T) async -> T {
        guard let memo else { return await compute() }
        // Unwrapped before the cast: a missing value cast to an optional `T`
        // would be taken for a known `nil`.
        if let kept = memo.values.withLock({ $0[key] }), let known = kept as? T { return known }
        let value = await compute()
        memo.values.withLock { $0[key] = value }
        return value
    }

    /// The values ``memoized(_:_:)`` keeps for the request being answered.
    @TaskLocal package static var memo: RequestMemo?
}

/// Values computed once for one request.
package final class RequestMemo: Sendable {
    package init() {}

    let values = Mutex<[String: any Sendable]>([:])
}

/// Until when an answer holds, as its handler said.
package final class AnswerHolding: Sendable {
    package init() {}

    private let until = Mutex<Date?>(nil)

    package func hold(until date: Date) {
        until.withLock { $0 = min($0 ?? date, date) }
    }

    package var date: Date? { until.withLock { $0 } }
}
