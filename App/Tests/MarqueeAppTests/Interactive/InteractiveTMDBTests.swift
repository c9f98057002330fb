#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The full-screen box office against a TMDB stand-in on 127.0.0.1.
@Suite(.serialized) struct InteractiveTMDBTests {
    let server: TestHTTPServer
    let environment: [String: String]

    init() throws {
        server = try TestHTTPServer()
        environment = [
            "TMDB_API_KEY": "0123456789abcdef-not-a-real-key",
            "MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(server.port)",
            "MARQUEE_TMDB_IMAGE_BASE_URL": "http://127.0.0.1:\(server.port)",
        ]
    }

    /// A search page of `count` films titled "Night 1" … for `page` of `totalPages`.
    static func nights(page: Int, totalPages: Int, count: Int = 20) -> String {
        let results = (1...count).map { index -> String in
            let number = (page - 1) * count + index
            return #"{"id":\#(1000 + number),"title":"Night \#(number)","original_title":"Night \#(number)","#
                + #""overview":"","popularity":1.0,"poster_path":null,"release_date":"1990-01-01","genre_ids":[]}"#
        }
        return
            #"{"page":\#(page),"results":[\#(results.joined(separator: ","))],"total_pages":\#(totalPages),"total_results":\#(totalPages * count)}"#
    }

    @Test func aCachedPageShowsAtOnceWithItsAgeAndIsReplacedByTheFreshOne() async throws {
        defer { server.stop() }
        server.enqueue("/3/search/movie", .json(TMDBAnswers.searchAlien))
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        #expect(try await marquee.run(["movies", "search", "alien"], environment: environment).status == 0)
        // The fresh answer comes 8 s late (inside the API's 10 s deadline), so
        // a busy machine still has time to show the cached page first.
        server.route("/3/search/movie", .delayed(.seconds(8), then: .json(TMDBAnswers.searchShuffled)))
        var stale = environment
        stale["MARQUEE_CACHE_TTL"] = "0"
        let app = try InteractiveSession(environment: stale, dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        // An empty field suggests the recent searches, the CLI's among them.
        let suggestions = try await app.waitFor("Recent searches")
        #expect(suggestions.contains("alien"))
        try app.type("alien")
        let cached = try await app.waitFor("Alien", seconds: 7)
        #expect(cached.contains("cached"))
        #expect(!cached.contains("Night Middle"))
        let fresh = try await app.waitFor("Night Middle", seconds: 20)
        #expect(!fresh.contains("cached"))
    }

    @Test func aFailingSourceIsShownInline() async throws {
        defer { server.stop() }
        server.route("/3/search/movie", .json(TMDBAnswers.internalError, status: 500))
        let app = try InteractiveSession(environment: environment)
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("alien")
        let screen = try await app.waitFor("HTTP 500")
        #expect(screen.contains("Movies") && screen.contains("Search"))
    }

    @Test func theNextPageLoadsWhenTheSelectionNearsTheEnd() async throws {
        defer { server.stop() }
        server.setFallback { request in
            guard request.path == "/3/search/movie" else { return nil }
            let page = request.query?.contains("page=2") == true ? 2 : 1
            return .json(Self.nights(page: page, totalPages: 2))
        }
        let app = try InteractiveSession(environment: environment, rows: 30)
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("night")
        try await app.waitFor("Night 20")
        for _ in 0..<19 { try app.press("Down") }
        try await app.waitFor("page 2 of 2", seconds: 10)
        for _ in 0..<6 { try app.press("Down") }
        try await app.waitFor("Night 26", seconds: 10)
        #expect(server.requests(to: "/3/search/movie").contains { $0.query?.contains("page=2") == true })
    }

    @Test func theDetailsDrawThePoster() async throws {
        defer { server.stop() }
        let poster = try Data(
            contentsOf: try #require(
                Bundle.module.url(
                    forResource: "quadrants-16x8", withExtension: "jpg",
                    subdirectory: "Fixtures")))
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        server.setFallback { request in
            request.path.hasSuffix(".jpg")
                ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: poster) : nil
        }
        let app = try InteractiveSession(environment: environment, term: "xterm-256color")
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("alien")
        try await app.waitFor("1979")
        try app.press("Enter")
        let details = try await app.waitFor("In space no one can hear you scream.")
        #expect(details.contains("117 min"))
        let drawn = try await app.waitFor("▀")
        #expect(drawn.components(separatedBy: "▀").count > 20)
    }
}
#endif
