#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee cache stats` and `marquee cache clear` as the built binary.
@Suite struct CacheCommandTests {
    let marquee: MarqueeProcess
    let server: TestHTTPServer

    init() throws {
        marquee = try MarqueeProcess()
        server = try TestHTTPServer()
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        server.route(
            MoviesPosterCommandTests.posterPath,
            .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: MoviesPosterCommandTests.image))
    }

    var environment: [String: String] {
        [
            "MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(server.port)",
            "MARQUEE_TMDB_IMAGE_BASE_URL": "http://127.0.0.1:\(server.port)",
            "TMDB_API_KEY": MoviesTMDBCommandTests.key,
        ]
    }

    func finish() {
        server.stop()
        marquee.cleanUp()
    }

    @Test func anEmptyDataDirectoryHasEmptyCaches() async throws {
        defer { finish() }
        let result = try await marquee.run("cache", "stats")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Responses") && lines[0].contains("0 entries") && lines[0].contains("empty"))
        #expect(lines[1].hasPrefix("Posters") && lines[1].contains("0 entries"))
    }

    @Test func statsCountCachedAnswersAndPostersThenClearEmptiesThem() async throws {
        defer { finish() }
        let output = marquee.dataDirectory.appendingPathComponent("alien.jpg")
        #expect(try await marquee.run("movies", "search", "alien", environment: environment).status == 0)
        #expect(
            try await marquee.run("movies", "poster", "348", "--output", output.path, environment: environment).status
                == 0)
        let stats = try await self.stats()
        let responses = try #require(stats["responses"] as? [String: Any])
        let posters = try #require(stats["posters"] as? [String: Any])
        #expect(responses["entries"] as? Int == 2)  // the search page and the details of 348
        #expect((responses["bytes"] as? Int ?? 0) > 0)
        #expect((responses["oldest"] as? String)?.hasSuffix("Z") == true)
        #expect(posters["entries"] as? Int == 1)
        #expect(posters["bytes"] as? Int == MoviesPosterCommandTests.image.count)

        let clear = try await marquee.run("cache", "clear")
        #expect(clear.status == 0 && clear.stdout.hasPrefix("Cleared responses: 2 entries"))
        let after = try await self.stats()
        #expect((after["responses"] as? [String: Any])?["entries"] as? Int == 0)
        #expect((after["posters"] as? [String: Any])?["entries"] as? Int == 0)
        #expect(try await marquee.run("movies", "recent").stdout.contains("1. alien"))
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aDamagedDatabaseIsNamedAndKept() async throws {
        defer { finish() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let file = marquee.dataDirectory.appendingPathComponent("marquee.sqlite")
        try Data("garbage".utf8).write(to: file)
        for command in ["stats", "clear"] {
            let result = try await marquee.run("cache", command)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("marquee: \(file.path) is not a Marquee database"))
        }
        #expect(try Data(contentsOf: file) == Data("garbage".utf8))
    }

    private func stats() async throws -> [String: Any] {
        let result = try await marquee.run("cache", "stats", "--json")
        #expect(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
}
#endif
