import Foundation
@testable import MarqueeHTTPServer
import MarqueeInfrastructure
import NIOHTTP1
import Testing

/// A cached route's answers are given again, without the route running,
/// only while they hold: the same URL, the same validator, before their
/// `Expires`. Through a real server on loopback.
@Suite struct ResponseCacheTests {
    @Test func aSecondRequestIsAnsweredAgainWithoutRunningTheRoute() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let first = try await server.send("/kept")
        let second = try await server.send("/kept")
        #expect(first.status == 200 && second.status == 200)
        #expect(first.body == "run 1 " && second.body == "run 1 ")
        #expect(server.keptRuns.count == 1)
        #expect(second.headers["etag"] == "\"r1\"")
        #expect(second.headers["cache-control"] == "no-cache")
        let expires = try #require(second.headers["expires"].flatMap(HTTPDate.date(from:)))
        #expect(expires > Date().addingTimeInterval(50) && expires < Date().addingTimeInterval(61))
    }

    @Test func aChangedValidatorRunsTheRouteAgain() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("/kept")
        server.keeping.validator = "r2"
        let after = try await server.send("/kept")
        #expect(after.body == "run 2 ")
        #expect(after.headers["etag"] == "\"r2\"")
        #expect(try await server.send("/kept").body == "run 2 ")
    }

    @Test func anAnswerPastItsTimeIsMadeAgain() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        server.keeping.holds = .milliseconds(1500)
        _ = try await server.send("/kept")
        #expect(try await server.send("/kept").body == "run 1 ")
        try await Task.sleep(for: .milliseconds(1600))
        #expect(try await server.send("/kept").body == "run 2 ")
    }

    @Test func nothingIsKeptWithoutAValidatorOrATimeTheHandlerSays() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        server.keeping.validator = nil
        _ = try await server.send("/kept")
        let unvalidated = try await server.send("/kept")
        #expect(unvalidated.body == "run 2 " && unvalidated.headers["etag"] == nil)
        server.keeping.validator = "r1"
        server.keeping.holds = nil
        _ = try await server.send("/kept")
        let unsaid = try await server.send("/kept")
        #expect(unsaid.body == "run 4 " && unsaid.headers["etag"] == nil && unsaid.headers["expires"] == nil)
        // A validator that could not stand in an entity tag is not used.
        server.keeping.holds = .seconds(60)
        server.keeping.validator = "r\"1"
        _ = try await server.send("/kept")
        #expect(try await server.send("/kept").body == "run 6 ")
    }

    @Test func eachQueryIsKeptApart() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        #expect(try await server.send("/kept?a=1").body == "run 1 a=1")
        #expect(try await server.send("/kept?a=2").body == "run 2 a=2")
        #expect(try await server.send("/kept?a=1").body == "run 1 a=1")
        #expect(server.keptRuns.count == 2)
    }

    @Test func ifNoneMatchWithTheTagIsNotModified() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let held = try await server.send("/kept")
        let tag = try #require(held.headers["etag"])
        let same = try await server.send("/kept", headers: [("If-None-Match", tag)])
        #expect(same.status == 304 && same.bytes.isEmpty && same.headers["etag"] == tag)
        let weak = try await server.send("/kept", headers: [("If-None-Match", "\"x\", W/\(tag)")])
        #expect(weak.status == 304)
        server.keeping.validator = "r2"
        let changed = try await server.send("/kept", headers: [("If-None-Match", tag)])
        #expect(changed.status == 200 && changed.body == "run 2 ")
    }

    @Test func theCallerIsStillAuthenticatedOnEveryRequest() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("/kept")
        #expect(try await server.send("/kept", token: "wrong").status == 401)
        #expect(try await server.send("/kept", token: nil).status == 401)
        #expect(server.keptRuns.count == 1)
    }

    @Test func aHeadRequestGetsTheKeptHeadersAndNoBody() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("/kept")
        let head = try await server.send(.HEAD, "/kept")
        #expect(head.status == 200 && head.bytes.isEmpty && head.headers["etag"] == "\"r1\"")
        #expect(server.keptRuns.count == 1)
    }

    @Test func aValueMemoizedForARequestIsComputedOnceInItAndAgainInTheNext() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        #expect(try await server.send("/memo").body == "1 1 1 1")
        #expect(try await server.send("/memo").body == "2 2 2 2")
        // Outside a request there is nothing to keep it in.
        let outside = RunCounter()
        let first = await HTTPServerRequest.memoized("k") { outside.increment() }
        let second = await HTTPServerRequest.memoized("k") { outside.increment() }
        #expect((first, second) == (1, 2))
    }

    @Test func httpDatesAreWrittenAndReadAsRFC9110Says() throws {
        let date = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.string(from: date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.date(from: "Sun, 06 Nov 1994 08:49:37 GMT") == date)
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 4_102_444_800.9)) == "Fri, 01 Jan 2100 00:00:00 GMT")
        for malformed in [
            "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nox 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT",
        ] {
            #expect(HTTPDate.date(from: malformed) == nil, "\(malformed)")
        }
    }
}
