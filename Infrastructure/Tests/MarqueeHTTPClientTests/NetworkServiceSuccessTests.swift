import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting
import Testing

@Suite struct NetworkServiceSuccessTests {
    @Test func successfulAnswerIsDecoded() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(Fixtures.pageJSON))

        let page = try await Fixtures.service(server).send(Fixtures.items)

        #expect(page == Fixtures.expectedPage)
    }

    @Test func queryItemsAreSentInOrderAndPercentEncoded() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/search", .json(Fixtures.pageJSON))
        let endpoint = Endpoint<ItemPage>(
            path: "/search",
            queryItems: [QueryItem("query", "star wars & co+1/é"), QueryItem("page", "2"), QueryItem("adult", nil)]
        )

        _ = try await Fixtures.service(server).send(endpoint)

        let query = try #require(server.requests(to: "/3/search").first?.query)
        #expect(query == "query=star%20wars%20%26%20co%2B1%2F%C3%A9&page=2&adult")
    }

    @Test func defaultHeadersAndQueryItemsComeFromTheConfig() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/items", .json(Fixtures.pageJSON))
        let service = try Fixtures.service(
            server,
            defaultHeaders: ["Accept": "application/json", "X-Client": "marquee"],
            defaultQueryItems: [QueryItem("language", "en-US")]
        )
        let endpoint = Endpoint<ItemPage>(
            path: "items", queryItems: [QueryItem("page", "1")], headers: ["X-Client": "override"])

        _ = try await service.send(endpoint)

        let request = try #require(server.requests(to: "/3/items").first)
        #expect(request.method == "GET")
        #expect(request.query == "page=1&language=en-US")
        #expect(request.header("accept") == "application/json")
        #expect(request.header("x-client") == "override")
    }

    @Test func jsonBodyIsEncodedAndSentWithItsContentType() async throws {
        struct Rating: Encodable, Sendable { let value: Double }
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/3/rating", .json(#"{"page":1,"results":[]}"#, status: 201))
        let endpoint = Endpoint<ItemPage>(.post, path: "/rating", body: .json(Rating(value: 8.5)))

        _ = try await Fixtures.service(server).send(endpoint)

        let request = try #require(server.requests(to: "/3/rating").first)
        #expect(request.method == "POST")
        #expect(request.header("content-type") == "application/json")
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"value":8.5}"#)
    }
}
