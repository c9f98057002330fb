import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

/// Credentials belong to the configured origin: a redirect elsewhere must not carry them.
@Suite struct RedirectTests {
    @Test(arguments: [301, 302, 307])
    func redirectToAnotherOriginIsRefusedAndNeverReachesIt(status: Int) async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        let elsewhere = try TestHTTPServer()
        defer { elsewhere.stop() }
        origin.route("/3/items", .status(status, headers: ["Location": elsewhere.baseURL + "/3/items"]))
        elsewhere.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(
            origin,
            retryPolicy: .none,
            defaultHeaders: ["Authorization": "Bearer secret-token"],
            defaultQueryItems: [QueryItem("api_key", "secret-key")]
        )

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        #expect(error.kind == .crossOriginRedirect, "\(error)")
        #expect(elsewhere.requests.isEmpty)
        #expect(!"\(error)".contains("secret"))
    }

    @Test func redirectWithinTheOriginIsFollowed() async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        origin.route("/3/items", .status(302, headers: ["Location": origin.baseURL + "/3/moved"]))
        origin.route("/3/moved", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(origin, retryPolicy: .none)

        let page = try await service.send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
    }

    @Test func aRelativeLocationIsResolvedAgainstTheRequest() async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        origin.route("/3/items", .status(301, headers: ["Location": "moved?page=2"]))
        origin.route("/3/moved", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(origin, retryPolicy: .none)

        let page = try await service.send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
        #expect(origin.requests.last?.target == "/3/moved?page=2")
    }

    @Test func seeOtherTurnsAPostIntoAGetWithoutItsBody() async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        origin.route("/3/items", .status(303, headers: ["Location": "/3/result"]))
        origin.route("/3/result", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(origin, retryPolicy: .none)
        let post = Endpoint<ItemPage>(.post, path: "/items", body: .raw(Data("name=x".utf8), contentType: "text/plain"))

        let page = try await service.send(post)

        #expect(page == Fixtures.expectedPage)
        let followed = try #require(origin.requests.last)
        #expect(followed.method == "GET")
        #expect(followed.body.isEmpty)
        #expect(followed.header("Content-Type") == nil)
    }

    @Test func aRedirectLoopEndsAsAnInvalidResponse() async throws {
        let origin = try TestHTTPServer()
        defer { origin.stop() }
        origin.route("/3/items", .status(302, headers: ["Location": "/3/items"]))
        let service = try Fixtures.service(origin, retryPolicy: .none)

        let error = try await #require(throws: NetworkError.self) {
            try await service.send(Fixtures.items)
        }

        #expect(error.kind == .invalidResponse, "\(error)")
        #expect(origin.requests(to: "/3/items").count == 11)
    }
}
