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

/// The service through raw HTTP, as any client could call it: the contract's
/// shapes, problems for every bad input (never a 500, never a secret in the
/// answer), idempotent retries, desks kept apart.
@Suite struct ServiceAPITests {
    @Test func everyAnswerToABadRequestIsAProblemAndNoneIsA500() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let token = service.token.secret
            struct Case {
                let method: HTTPMethod
                let path: String
                var body: String? = nil
                var contentType: String? = "application/json"
                let expected: Int
            }
            let order = #"{"customerID": "u-1", "lines": [], "placedAt": "2026-01-01T00:00:00Z"}"#
            let cases: [Case] = [
                Case(method: .PUT, path: "/users/u-1", body: #"{"name": "#, expected: 400),  // malformed JSON
                Case(method: .PUT, path: "/users/u-1", body: #"{"name": 42}"#, expected: 400),  // wrong type
                Case(method: .PUT, path: "/users/u-1", body: #"{"name": "Ripley", "admin": true}"#, expected: 400),
                Case(method: .PUT, path: "/users/u-1", body: #"{"name": "R"}"#, expected: 400),  // Domain refuses it
                Case(
                    method: .PUT, path: "/users/u-1", body: "name=Ripley",
                    contentType: "application/x-www-form-urlencoded", expected: 415),
                Case(method: .GET, path: "/users/..%2F..%2Fetc%2Fpasswd", expected: 400),  // path traversal in an id
                Case(method: .GET, path: "/../../etc/passwd", expected: 404),
                Case(method: .GET, path: "/orders/%00", expected: 400),
                Case(method: .GET, path: "/movies?query=", expected: 400),
                Case(method: .GET, path: "/movies?query=alien&page=0", expected: 400),
                Case(method: .GET, path: "/screenings?startingAfter=yesterday", expected: 400),
                Case(method: .PUT, path: "/orders/o-1", body: order, expected: 400),
                Case(method: .DELETE, path: "/program", expected: 404),  // Hummingbird: no route for the method
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

    @Test func missingWrongAndRevokedTokensAre401AndNeverEchoed() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let missing = try await http.send(.GET, "/users", token: String?.none)
            #expect(
                missing.status == 401 && missing.json?["type"] as? String == "urn:marquee:problem:missing-credential")
            let garbage = "marquee_\u{1F600}garbage"
            for token in ["nope", String(repeating: "x", count: 5000), "marquee_AAAA"] {
                let answer = try await http.send(.GET, "/users", token: token)
                #expect(answer.status == 401 && !answer.body.contains(token.prefix(30)))
            }
            #expect(try await http.send(.GET, "/users", token: garbage).status == 401)
            let (desk, token) = try await service.desks.add.execute(name: DeskName("foyer"))
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
                .PUT, "/users/u-1", token: service.token.secret, bytes: 10 * 1024 * 1024)
            #expect(answer.status == 413 && answer.headers["content-type"] == "application/problem+json")
            #expect(answer.json?["limitBytes"] as? Int == 1 << 20)
        }
    }

    @Test func theServiceServesItsOpenAPIDocumentAndMetrics() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let document = try await http.send(.GET, "/openapi.yaml", token: service.token.secret)
            #expect(document.status == 200 && document.body == OpenAPIDocument.yaml)
            _ = try await http.send(.GET, "/users", token: service.token.secret)
            let metrics = try await http.send(.GET, "/metrics", token: service.token.secret).body
            #expect(metrics.contains(#"http_requests_total{route="/users",method="GET",status="200"} 1"#))
        }
    }

    @Test func aRetriedPlaceIsPlacedOnceAndOtherDataUnderItsIdIsRefused() async throws {
        try await withLoopbackService { service, client in
            let store = HTTPBoxOfficeStore(service: client)
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let http = RawHTTP(port: service.port)
            let body = """
                {"customerID": "u-1", "placedAt": "2026-11-22T12:00:00Z",
                 "lines": [{"screeningID": "s1", "quantity": 2, "unitPrice": {"minorUnits": 1250, "currency": "EUR"}}]}
                """
            let first = try await http.send(.PUT, "/orders/o-1", token: service.token.secret, body: body)
            let retry = try await http.send(.PUT, "/orders/o-1", token: service.token.secret, body: body)
            #expect(first.status == 201 && retry.status == 200 && first.body == retry.body)
            #expect(try await store.screening(withID: screening.id)?.seatsSold == 2)
            let other = try await http.send(
                .PUT, "/orders/o-1", token: service.token.secret, body: body.replacingOccurrences(of: "2,", with: "3,"))
            #expect(
                other.status == 409 && other.json?["type"] as? String == "urn:marquee:problem:retried-with-other-data")
            let pay = #"{"at": "2026-11-22T12:05:00Z"}"#
            #expect(
                try await http.send(.PUT, "/orders/o-1/payment", token: service.token.secret, body: pay).status == 200)
            #expect(
                try await http.send(.PUT, "/orders/o-1/payment", token: service.token.secret, body: pay).status == 200)
            let later = try await http.send(
                .PUT, "/orders/o-1/payment", token: service.token.secret, body: #"{"at": "2026-11-22T12:06:00Z"}"#)
            #expect(later.status == 409 && later.json?["type"] as? String == "urn:marquee:problem:order-not-unpaid")
        }
    }

    @Test func oneDeskCannotSeeAnothersRecentSearches() async throws {
        try await withLoopbackService { service, client in
            let (_, other) = try await service.desks.add.execute(name: DeskName("foyer"))
            let otherClient = service.client(token: other)
            defer { Task { await otherClient.shutdown() } }
            try await HTTPMovieQueriesRepository(service: client).save(MovieQuery("alien"))
            try await HTTPMovieQueriesRepository(service: otherClient).save(MovieQuery("heat"))
            #expect(
                try await HTTPMovieQueriesRepository(service: client).recentQueries(limit: 10).map(\.text) == ["alien"])
            #expect(
                try await HTTPMovieQueriesRepository(service: otherClient).recentQueries(limit: 10).map(\.text) == [
                    "heat"
                ])
        }
    }

    @Test func theCatalogComesFromTheServiceWithItsProvenance() async throws {
        try await withLoopbackService { _, client in
            let movies = HTTPMoviesRepository(service: client)
            let page = try await movies.searchMovies(MovieQuery("star wars"), page: .first)
            #expect(page.value.movies.first?.title == "Star Wars" && page.provenance == .live)
            #expect(try await movies.movieDetails(MovieID(348)).value.title == "Alien")
            await #expect(throws: CatalogError.invalidPage(requested: 9, lastPage: 1)) {
                _ = try await movies.searchMovies(MovieQuery("star wars"), page: PageNumber(9))
            }
        }
    }

    @Test func aThousandConcurrentConnectionsAreAllAnswered() async throws {
        try await withLoopbackService { service, _ in
            let client = HTTPClient(
                eventLoopGroupProvider: .singleton,
                configuration: .init(
                    connectionPool: .init(idleTimeout: .seconds(5), concurrentHTTP1ConnectionsPerHostSoftLimit: 1000)))
            let port = service.port
            let token = service.token.secret
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<1000 {
                    group.addTask {
                        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/users/u-\(index)")
                        request.headers.add(name: "Authorization", value: "Bearer \(index % 2 == 0 ? token : "wrong")")
                        let response = try await client.execute(request, timeout: .seconds(60))
                        _ = try await response.body.collect(upTo: 1 << 16)
                        return Int(response.status.code)
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            try await client.shutdown()
            #expect(statuses.count == 1000)
            #expect(statuses.allSatisfy { $0 == 404 || $0 == 401 })
        }
    }
}
#endif
