#if Service
import AsyncHTTPClient
import Foundation
import MarqueeAPI
import MarqueeDataService
import MarqueeDomain
import MarqueeDomainTesting
import NIOCore
import NIOHTTP1
import Testing

/// The service through raw HTTP, as any client could call it: the
/// contract's shapes, problems for every bad input (never a 500, never a
/// secret in the answer), the edges a client meets.
@Suite struct ServiceAPITests {
    @Test func everyAnswerToABadRequestIsAProblemAndNoneIsA500() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let token = service.manager.secret
            struct Case {
                let method: HTTPMethod
                let path: String
                var body: String? = nil
                var contentType: String? = "application/json"
                let expected: Int
            }
            let cases: [Case] = [
                Case(method: .POST, path: "/users", body: #"{"name": "#, expected: 400),  // malformed JSON
                Case(method: .POST, path: "/users", body: #"{"name": 42}"#, expected: 400),  // wrong type
                Case(method: .POST, path: "/users", body: #"{"name": "Ripley", "admin": true}"#, expected: 400),
                Case(method: .POST, path: "/users", body: #"{"name": "R"}"#, expected: 422),  // Domain refuses it
                Case(
                    method: .POST, path: "/users", body: "name=Ripley",
                    contentType: "application/x-www-form-urlencoded", expected: 415),
                Case(method: .GET, path: "/users/named/..%2F..%2Fetc", expected: 405),  // GET is not served there
                Case(method: .DELETE, path: "/users/named/..%2F..%2Fetc", expected: 422),  // no name has a /
                Case(method: .GET, path: "/../../etc/passwd", expected: 404),
                Case(method: .GET, path: "/orders/%00", expected: 400),
                Case(method: .GET, path: "/movies?query=", expected: 400),
                Case(method: .GET, path: "/movies?query=alien&page=0", expected: 400),
                Case(method: .GET, path: "/movies?query=alien&page=abc", expected: 400),
                Case(method: .GET, path: "/recent-searches?limit=500", expected: 400),
                Case(method: .GET, path: "/program?bookable=perhaps", expected: 400),
                Case(method: .POST, path: "/orders", body: #"{"customerName": "Ash", "tickets": []}"#, expected: 400),
                Case(method: .DELETE, path: "/program", expected: 405),
            ]
            for test in cases {
                let answer = try await http.send(
                    test.method, test.path, token: token, contentType: test.contentType, body: test.body)
                #expect(
                    answer.status == test.expected, "\(test.method) \(test.path) \(test.body ?? ""): \(answer.body)")
                #expect(answer.headers["content-type"] == "application/problem+json", "\(test.method) \(test.path)")
                #expect(answer.json?["detail"] is String, "\(test.method) \(test.path): \(answer.body)")
                #expect(!answer.body.contains(token))
            }
        }
    }

    @Test func aBadQueryParameterIsNamedAsSuch() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            for (path, parameter) in [
                ("/movies?query=alien&page=abc", "page"), ("/movies?query=alien&page=5000", "page"),
                ("/recent-searches?limit=500", "limit"), ("/program?bookable=perhaps", "bookable"),
                ("/movies", "query"), ("/report?from=yesterday&to=2026-12-07T00:00:00Z", "from"),
                ("/report?from=2026-12-06T00:00:00Z&to=2026-13-40T00:00:00Z", "to"), ("/report", "from"),
                ("/sales?unpaid=maybe", "unpaid"), ("/sales?from=tomorrow", "from"),
            ] {
                let answer = try await http.send(.GET, path, token: service.clerk.secret)
                #expect(answer.status == 400, "\(path): \(answer.body)")
                #expect(answer.json?["type"] as? String == "urn:marquee:problem:bad-parameter", "\(path)")
                #expect(answer.json?["parameter"] as? String == parameter, "\(path): \(answer.body)")
            }
        }
    }

    @Test func anUndeclaredMethodIs405WithAllowAndEveryGetAnswersHead() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let put = try await http.send(.PUT, "/orders", token: service.clerk.secret, body: "{}")
            #expect(put.status == 405)
            #expect(put.headers["allow"]?.contains("GET") == true && put.headers["allow"]?.contains("POST") == true)
            for path in ["/program", "/users", "/movies?query=alien", "/recent-searches", "/openapi.yaml"] {
                let get = try await http.send(.GET, path, token: service.clerk.secret)
                let head = try await http.send(.HEAD, path, token: service.clerk.secret)
                #expect(head.status == get.status && head.body.isEmpty, "HEAD \(path)")
                #expect(head.headers["content-type"] == get.headers["content-type"], "HEAD \(path)")
            }
        }
    }

    @Test func missingWrongAndRevokedTokensAre401AndRevocationHoldsFromTheNextRequest() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let missing = try await http.send(.GET, "/users", token: String?.none)
            #expect(
                missing.status == 401 && missing.json?["type"] as? String == "urn:marquee:problem:missing-credential")
            for token in ["nope", String(repeating: "x", count: 5000), "marquee_AAAA"] {
                let answer = try await http.send(.GET, "/users", token: token)
                #expect(answer.status == 401 && !answer.body.contains(token.prefix(30)))
            }
            let (desk, token) = try await service.desks.add.execute(name: DeskName("foyer"), role: .clerk)
            #expect(try await http.send(.GET, "/users", token: token.secret).status == 200)
            _ = try await service.desks.revoke.execute(name: desk.name)
            let revoked = try await http.send(.GET, "/users", token: token.secret)
            #expect(
                revoked.status == 401 && revoked.json?["type"] as? String == "urn:marquee:problem:refused-credential")
            #expect(try await http.send(.GET, "/health", token: nil).status == 200)
            #expect(try await http.send(.GET, "/ready", token: nil).status == 200)
        }
    }

    @Test func aTenMegabyteBodyIsRefusedWith413() async throws {
        try await withLoopbackService { service, _ in
            let answer = try await RawHTTP(port: service.port).send(
                .POST, "/users", token: service.clerk.secret, bytes: 10 * 1024 * 1024)
            #expect(answer.status == 413 && answer.headers["content-type"] == "application/problem+json")
            #expect(answer.json?["limitBytes"] as? Int == 1 << 20)
        }
    }

    @Test func theDocumentIsServedAndMetricsOnlyOnTheirOwnListenerWithoutAToken() async throws {
        try await withLoopbackService(metrics: true) { service, _ in
            let http = RawHTTP(port: service.port)
            let document = try await http.send(.GET, "/openapi.yaml", token: service.clerk.secret)
            #expect(document.status == 200 && document.body == OpenAPIDocument.yaml)
            _ = try await http.send(.GET, "/users", token: service.clerk.secret)
            #expect(try await http.send(.GET, "/metrics", token: service.clerk.secret).status == 404)
            let port = try #require(service.metricsPort)
            let metrics = try await RawHTTP(port: port).send(.GET, "/metrics", token: nil)
            #expect(metrics.status == 200)
            #expect(metrics.body.contains(#"http_requests_total{route="/users",method="GET",status="200"} 1"#))
            #expect(metrics.body.contains("# HELP http_requests_total"))
        }
    }

    @Test func oneDeskCannotSeeAnothersRecentSearches() async throws {
        try await withLoopbackService { service, client in
            let other = try service.client(token: service.manager)
            defer { Task { await other.shutdown() } }
            _ = try await RemoteSearchMovies(service: client).execute(MovieQuery("alien"))
            _ = try await RemoteSearchMovies(service: other).execute(MovieQuery("heat"))
            #expect(try await RemoteRecentQueries(service: client).execute().map(\.text) == ["alien"])
            #expect(try await RemoteRecentQueries(service: other).execute().map(\.text) == ["heat"])
        }
    }

    @Test func theCatalogComesFromTheServiceWithItsProvenance() async throws {
        try await withLoopbackService { _, client in
            let search = RemoteSearchMovies(service: client)
            let page = try await search.execute(MovieQuery("star wars"), page: .first, remembering: false)
            #expect(page.value.movies.first?.title == "Star Wars" && page.provenance == .live)
            #expect(try await RemoteMovieDetails(service: client).execute(MovieID(348)).value.title == "Alien")
            await #expect(throws: CatalogError.invalidPage(requested: 9, lastPage: 1)) {
                _ = try await search.execute(MovieQuery("star wars"), page: PageNumber(9), remembering: false)
            }
            #expect(try await RemoteRecentQueries(service: client).execute().isEmpty)
        }
    }

    @Test func aThousandConcurrentConnectionsAreAllAnswered() async throws {
        try await withLoopbackService { service, _ in
            let client = HTTPClient(
                eventLoopGroupProvider: .singleton,
                configuration: .init(
                    connectionPool: .init(idleTimeout: .seconds(5), concurrentHTTP1ConnectionsPerHostSoftLimit: 1000)))
            let port = service.port
            let token = service.clerk.secret
            // Shut down however the requests end: a client dropped open is a
            // fatal error in AsyncHTTPClient's debug builds, ending every test.
            let answered: Result<[Int], any Error>
            do {
                answered = .success(
                    try await withThrowingTaskGroup(of: Int.self) { group in
                        for index in 0..<1000 {
                            group.addTask {
                                var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/orders/o-\(index)")
                                request.headers.add(
                                    name: "Authorization", value: "Bearer \(index % 2 == 0 ? token : "wrong")")
                                let response = try await client.execute(request, timeout: .seconds(60))
                                _ = try await response.body.collect(upTo: 1 << 16)
                                return Int(response.status.code)
                            }
                        }
                        return try await group.reduce(into: [Int]()) { $0.append($1) }
                    })
            } catch {
                answered = .failure(error)
            }
            try await client.shutdown()
            let statuses = try answered.get()
            #expect(statuses.count == 1000)
            #expect(statuses.allSatisfy { $0 == 404 || $0 == 401 })
        }
    }
}
#endif
