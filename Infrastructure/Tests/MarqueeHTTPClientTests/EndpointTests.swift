import Foundation
import MarqueeHTTPClient
import Testing

@Suite struct EndpointTests {
    @Test func urlJoinsBasePathAndEncodedQuery() throws {
        let config = try NetworkConfig(
            baseURL: "https://api.example.com/3/", defaultQueryItems: [QueryItem("api_key", "k")])
        let endpoint = Endpoint<ItemPage>(path: "/search/items", queryItems: [QueryItem("q", "a b")])

        let url = try endpoint.url(config: config)

        #expect(url.absoluteString == "https://api.example.com/3/search/items?q=a%20b&api_key=k")
    }

    @Test func invalidPathThrowsInsteadOfCrashing() throws {
        let config = try NetworkConfig(baseURL: "https://api.example.com")

        for path in ["/items/a b", "/items?x=1", "/items#top", "//evil.example.com/x", "/bad%zz"] {
            let endpoint = Endpoint<ItemPage>(path: path)
            let error = try #require(throws: NetworkError.self) { try endpoint.url(config: config) }
            #expect(error.kind == .invalidRequest)
        }
    }

    @Test func invalidBaseURLThrowsInsteadOfCrashing() {
        for base in ["", "not a url", "ftp://example.com", "/relative/path", "https://example.com/?q=1"] {
            #expect(throws: NetworkError.self) { try NetworkConfig(baseURL: base) }
        }
    }

    @Test func idempotencyFollowsTheMethodUnlessOverridden() {
        #expect(Endpoint<ItemPage>(.get, path: "/a").isIdempotent)
        #expect(!Endpoint<ItemPage>(.post, path: "/a").isIdempotent)
        #expect(Endpoint<ItemPage>(.post, path: "/a", isIdempotent: true).isIdempotent)
    }

    @Test func retryDelayHonoursRetryAfterIdempotencyAndTheLimit() throws {
        let policy = RetryPolicy(maxRetries: 1, jitter: .constant(0))
        let error = NetworkError(kind: .httpStatus, detail: "", statusCode: 503)

        #expect(policy.delay(after: error, attempt: 1, isIdempotent: true, retryAfter: .seconds(2)) == .seconds(2))
        #expect(policy.delay(after: error, attempt: 2, isIdempotent: true, retryAfter: nil) == nil)
        #expect(policy.delay(after: error, attempt: 1, isIdempotent: false, retryAfter: nil) == nil)
    }

    @Test func backoffGrowsExponentiallyUpToTheCapWithJitter() {
        let policy = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .milliseconds(300), jitter: .constant(0.5))

        let delays = (1...4).map { policy.backoff(afterAttempt: $0) }

        #expect(delays == [.milliseconds(75), .milliseconds(150), .milliseconds(225), .milliseconds(225)])
    }
}
