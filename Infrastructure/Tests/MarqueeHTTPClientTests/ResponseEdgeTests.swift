import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// The HTTP client at the edges of what an answer can be, against a real
/// server on 127.0.0.1.
///
/// | Answer | Outcome |
/// |---|---|
/// | status 200, 204, 299 | success (2xx) |
/// | status 300, 304, 399, 400, 499, 500, 599 | `httpStatus` with the status and the body |
/// | a 3xx redirect without `Location` | `httpStatus` with its status |
/// | 10 redirects within the origin | followed |
/// | 11 redirects | `invalidResponse` |
/// | 303 and 308 within the origin | followed |
/// | a body of exactly the cap | read |
/// | a body one byte over the cap | `responseTooLarge` |
/// | an empty 200 body, decoded as JSON | `noData` |
/// | a 200 body that is not JSON | `decodingFailed`, empty coding path |
/// | an empty 200 body, ignored or raw | success, no bytes |
/// | a body cut short after its head | `connectionLost`, saying how many of how many bytes came |
/// | `Content-Encoding: identity` (any case, spaced) | read |
/// | `Content-Encoding: gzip` | `invalidResponse`, refused before inflating |
@Suite struct ResponseEdgeTests {
    private func failure(_ behaviour: TestHTTPBehaviour, maximumResponseBytes: Int? = nil) async throws -> NetworkError
    {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", behaviour)
        let service = try Fixtures.service(
            server, retryPolicy: .none,
            maximumResponseBytes: maximumResponseBytes ?? NetworkConfig.defaultMaximumResponseBytes)
        return try await #require(throws: NetworkError.self) { try await service.send(Fixtures.items) }
    }

    private func raw(_ behaviour: TestHTTPBehaviour, maximumResponseBytes: Int? = nil) async throws -> HTTPResponse {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", behaviour)
        let service = try Fixtures.service(
            server, retryPolicy: .none,
            maximumResponseBytes: maximumResponseBytes ?? NetworkConfig.defaultMaximumResponseBytes)
        return try await service.response(for: Endpoint<Data>(path: "/items", decoder: .raw))
    }

    // MARK: Status classes

    @Test(arguments: [200, 204, 299])
    func everyTwoHundredIsASuccess(status: Int) async throws {
        let response = try await raw(.status(status, body: status == 204 ? "" : "ok"))
        #expect(response.statusCode == status)
        #expect(response.isSuccess)
    }

    @Test(arguments: [300, 304, 399, 400, 499, 500, 599])
    func everyOtherStatusIsAnErrorCarryingItsStatusAndBody(status: Int) async throws {
        let error = try await failure(.status(status, body: status == 304 ? "" : "why \(status)"))
        #expect(error.kind == .httpStatus)
        #expect(error.statusCode == status)
        #expect(error.responseText == (status == 304 ? "" : "why \(status)"))
    }

    @Test func successIsExactlyTheTwoHundreds() {
        #expect(!HTTPResponse(statusCode: 199).isSuccess)
        #expect(HTTPResponse(statusCode: 200).isSuccess)
        #expect(HTTPResponse(statusCode: 299).isSuccess)
        #expect(!HTTPResponse(statusCode: 300).isSuccess)
    }

    // MARK: Redirects

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectWithoutALocationIsTheStatusItself(status: Int) async throws {
        let error = try await failure(.status(status))
        #expect(error.kind == .httpStatus)
        #expect(error.statusCode == status)
    }

    @Test(arguments: [303, 308])
    func seeOtherAndPermanentRedirectsWithinTheOriginAreFollowed(status: Int) async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        origin.route("/3/items", .status(status, headers: ["Location": "/3/moved"]))
        origin.route("/3/moved", .json(Fixtures.pageJSON))
        #expect(try await Fixtures.service(origin, retryPolicy: .none).send(Fixtures.items) == Fixtures.expectedPage)
    }

    /// A chain of `count` redirects, /3/r0 → /3/r1 → … → /3/r`count`, which answers.
    private func chain(_ count: Int) async throws -> Result<ItemPage, NetworkError> {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        for hop in 0..<count { origin.route("/3/r\(hop)", .status(302, headers: ["Location": "/3/r\(hop + 1)"])) }
        origin.route("/3/r\(count)", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(origin, retryPolicy: .none)
        do throws(NetworkError) {
            return .success(try await service.send(Endpoint<ItemPage>(path: "/r0")))
        } catch {
            return .failure(error)
        }
    }

    @Test func tenRedirectsAreFollowedAndAnEleventhIsNot() async throws {
        #expect(try await chain(10).get() == Fixtures.expectedPage)
        let error = try await #require(throws: NetworkError.self) { try await chain(11).get() }
        #expect(error.kind == .invalidResponse)
        #expect(error.detail.contains("more than 10 redirects"))
    }

    // MARK: Sizes

    @Test func aBodyOfExactlyTheCapIsReadAndOneByteMoreIsNot() async throws {
        let exact = try await raw(
            .respond(status: 200, headers: [:], body: Data(repeating: 0x41, count: 1_000)), maximumResponseBytes: 1_000)
        #expect(exact.body.count == 1_000)
        let over = try await failure(
            .respond(status: 200, headers: [:], body: Data(repeating: 0x41, count: 1_001)), maximumResponseBytes: 1_000)
        #expect(over.kind == .responseTooLarge)
    }

    @Test func aBodyCutShortSaysHowMuchCame() async throws {
        let error = try await failure(.closeMidBody(status: 200, declaredLength: 1_000, body: Data("{\"page\":".utf8)))
        #expect(error.kind == .connectionLost)
        #expect(error.detail.contains("after 8 of 1000 body bytes"), "\(error.detail)")
    }

    // MARK: Empty and malformed bodies

    @Test func anEmptyBodyIsFineWhenNoneIsRead() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .status(200))
        let service = try Fixtures.service(server, retryPolicy: .none)
        try await service.send(Endpoint<Void>(path: "/items", decoder: .ignoringBody))
        #expect(try await service.send(Endpoint<Data>(path: "/items", decoder: .raw)).isEmpty)
    }

    @Test func aBodyThatIsNotJSONIsADecodingFailureWithoutAPath() async throws {
        let error = try await failure(.json("<html>maintenance</html>"))
        #expect(error.kind == .decodingFailed)
        #expect(error.codingPath == "")
        #expect(error.statusCode == 200)
    }

    @Test
    func anEmptySuccessBodyIsNoDataNotMalformedJSON() async throws {
        let empty = try await failure(.status(200))
        let malformed = try await failure(.json("{"))
        #expect(empty.kind == .noData)
        #expect(empty.statusCode == 200)
        #expect(malformed.kind == .decodingFailed)
    }

    // MARK: Encodings

    @Test(arguments: ["identity", "Identity", " IDENTITY ", ""])
    func anIdentityEncodingIsRead(encoding: String) async throws {
        let response = try await raw(
            .respond(status: 200, headers: ["Content-Encoding": encoding], body: Data("ok".utf8)))
        #expect(response.body == Data("ok".utf8))
    }

    @Test(arguments: ["gzip", "br", "deflate", "GZIP"])
    func aCompressedAnswerIsRefusedBeforeItIsInflated(encoding: String) async throws {
        let error = try await failure(
            .respond(status: 200, headers: ["Content-Encoding": encoding], body: Data("x".utf8)))
        #expect(error.kind == .invalidResponse)
        #expect(error.detail.contains(encoding.lowercased()))
    }

    @Test func headersAreFoundWhateverTheirCase() {
        let response = HTTPResponse(statusCode: 200, headers: ["Retry-After": "5"])
        #expect(response.header("retry-after") == "5")
        #expect(response.header("RETRY-AFTER") == "5")
        #expect(response.header("Retry-After") == "5")
        #expect(response.header("Date") == nil)
    }
}

/// The retry policy at the edges of its limits.
///
/// | Rule | Retried | Not retried |
/// |---|---|---|
/// | attempts | attempt = `maxRetries` | attempt = `maxRetries` + 1 |
/// | statuses | 429, 502, 503, 504 | 500, 501, 505, 400 |
/// | `Retry-After` | exactly `maxRetryAfter` | a nanosecond more |
/// | idempotency | `GET` | `POST` |
/// | lost connections | when `retriesLostConnections` | when not |
/// | backoff | base × 2ⁿ⁻¹, capped at `maxDelay`, then ½…1 by jitter | |
@Suite struct RetryPolicyEdgeTests {
    let policy = RetryPolicy(
        maxRetries: 2, baseDelay: .milliseconds(100), maxDelay: .milliseconds(350), maxRetryAfter: .seconds(10),
        jitter: .constant(1))

    private func status(_ code: Int) -> NetworkError { NetworkError(kind: .httpStatus, detail: "", statusCode: code) }

    @Test func theLastAllowedAttemptIsRetriedAndTheNextIsNot() {
        #expect(policy.delay(after: status(503), attempt: 2, isIdempotent: true, retryAfter: nil) != nil)
        #expect(policy.delay(after: status(503), attempt: 3, isIdempotent: true, retryAfter: nil) == nil)
        #expect(RetryPolicy.none.delay(after: status(503), attempt: 1, isIdempotent: true, retryAfter: nil) == nil)
    }

    @Test(arguments: [
        (429, true), (502, true), (503, true), (504, true), (500, false), (501, false), (505, false), (400, false),
    ])
    func onlyTheRetryableStatusesAreRetried(code: Int, retried: Bool) {
        #expect(policy.isRetryable(status(code)) == retried)
    }

    @Test func aRetryAfterOfExactlyTheCapIsWaitedForAndLongerIsNot() {
        #expect(
            policy.delay(after: status(429), attempt: 1, isIdempotent: true, retryAfter: .seconds(10)) == .seconds(10))
        let longer = Duration.seconds(10) + .nanoseconds(1)
        #expect(policy.delay(after: status(429), attempt: 1, isIdempotent: true, retryAfter: longer) == nil)
    }

    @Test func aRequestThatIsNotIdempotentIsNeverRetried() {
        #expect(policy.delay(after: status(503), attempt: 1, isIdempotent: false, retryAfter: nil) == nil)
    }

    @Test func lostConnectionsAreRetriedOnlyWhenThePolicySays() {
        let lost = NetworkError(kind: .connectionLost, detail: "")
        #expect(policy.isRetryable(lost))
        var strict = policy
        strict.retriesLostConnections = false
        #expect(!strict.isRetryable(lost))
        #expect(!policy.isRetryable(NetworkError(kind: .timeout, detail: "")))
    }

    /// Whether two waits agree to the microsecond (jitter multiplies by a `Double`).
    private func about(_ wait: Duration, _ milliseconds: Int) -> Bool {
        let difference = wait - .milliseconds(milliseconds)
        return difference < .microseconds(1) && difference > .microseconds(-1)
    }

    @Test func theBackoffDoublesUpToTheCapAndJitterTakesUpToHalf() {
        #expect(about(policy.backoff(afterAttempt: 1), 100))
        #expect(about(policy.backoff(afterAttempt: 2), 200))
        #expect(about(policy.backoff(afterAttempt: 3), 350))
        #expect(about(policy.backoff(afterAttempt: 0), 100))
        #expect(about(policy.backoff(afterAttempt: 10_000), 350))
        var halved = policy
        halved.jitter = .constant(0)
        #expect(about(halved.backoff(afterAttempt: 1), 50))
        halved.jitter = .constant(-3)
        #expect(about(halved.backoff(afterAttempt: 1), 50))
        halved.jitter = .constant(7)
        #expect(about(halved.backoff(afterAttempt: 1), 100))
    }
}
