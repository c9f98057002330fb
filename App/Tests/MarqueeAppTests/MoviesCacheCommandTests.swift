#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The response cache as the built binary uses it, against a TMDB stand-in on 127.0.0.1.
@Suite struct MoviesCacheCommandTests {
    let marquee: MarqueeProcess
    let server: TestHTTPServer

    init() throws {
        marquee = try MarqueeProcess()
        server = try TestHTTPServer()
    }

    func environment(ttl: Int? = nil) -> [String: String] {
        var environment = [
            "MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(server.port)", "TMDB_API_KEY": MoviesTMDBCommandTests.key,
        ]
        environment["MARQUEE_CACHE_TTL"] = ttl.map(String.init)
        return environment
    }

    func finish() {
        server.stop()
        marquee.cleanUp()
    }

    @Test func aFreshCachedSearchIsServedWithoutARequest() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchShuffled))
        let first = try await marquee.run("movies", "search", "night", environment: environment())
        let second = try await marquee.run("movies", "search", "NIGHT", environment: environment())
        #expect(first.status == 0 && second.status == 0)
        #expect(second.stdout.split(separator: "\n").dropFirst() == first.stdout.split(separator: "\n").dropFirst())
        #expect(server.requests(to: "/3/search/movie").count == 1)
        #expect(!second.stdout.contains("cached"))
    }

    @Test func whenTMDBCannotBeReachedTheCachedPageIsServedWithANote() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchShuffled))
        let live = try await marquee.run("movies", "search", "night", environment: environment(ttl: 0))
        server.stop()
        let stale = try await marquee.run("movies", "search", "night", environment: environment(ttl: 0))
        #expect(stale.status == 0)
        let lines = stale.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "3 movies match \"night\" in the TMDB catalog — page 1 of 1")
        #expect(lines[1] == "(cached just now — TMDB could not be reached)")
        // The same rows in the same order: relevance order, neither id nor popularity order.
        #expect(
            Array(lines.dropFirst(2))
                == Array(
                    live.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst(1)))
        #expect(ids(in: stale.stdout) == [500, 12, 9000])
    }

    @Test func staleJSONSaysStaleAndWhenItWasCached() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchShuffled))
        let live = try await json(
            try marquee.run("movies", "search", "night", "--json", environment: environment(ttl: 0)))
        #expect(live["stale"] as? Bool == false)
        #expect(live["cachedAt"] is NSNull)
        server.stop()
        let stale = try await json(
            try marquee.run("movies", "search", "night", "--json", environment: environment(ttl: 0)))
        #expect(stale["stale"] as? Bool == true)
        let cachedAt = try #require(stale["cachedAt"] as? String)
        #expect(cachedAt.hasSuffix("Z") && cachedAt.count == 20)
        #expect((stale["movies"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [500, 12, 9000])
    }

    @Test func staleDetailsCarryTheNoteToo() async throws {
        defer { finish() }
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        #expect(try await marquee.run("movies", "show", "348", environment: environment(ttl: 0)).status == 0)
        server.stop()
        let stale = try await marquee.run("movies", "show", "348", environment: environment(ttl: 0))
        #expect(stale.status == 0)
        #expect(stale.stdout.hasPrefix("Alien (1979)"))
        #expect(stale.stdout.hasSuffix("(cached just now — TMDB could not be reached)\n"))
    }

    @Test func withNothingCachedAnUnreachableTMDBIsStillAnError() async throws {
        defer { finish() }
        server.stop()
        let result = try await marquee.run("movies", "search", "night", environment: environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot be reached"))
    }

    @Test func aDamagedDatabaseIsNamedButTheSearchIsAnswered() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchShuffled))
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let file = marquee.dataDirectory.appendingPathComponent("marquee.sqlite")
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: file)
        let result = try await marquee.run("movies", "search", "night", environment: environment())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("3 movies match"))
        #expect(result.stderr.contains(file.path) && result.stderr.contains("move it aside"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: file) == garbage)
    }

    /// A regular file where the default data directory should be
    /// (`$XDG_DATA_HOME/marquee`): nothing can be created there, and searches
    /// still answer. (A file given by name, with `--data-dir` or
    /// `MARQUEE_DATA_DIR`, is refused before anything runs: DataDirectoryOptionTests.)
    @Test func anUnusableDataDirectoryStillAnswersSearches() async throws {
        defer { finish() }
        let xdg = marquee.dataDirectory.appendingPathComponent("xdg")
        try FileManager.default.createDirectory(at: xdg, withIntermediateDirectories: true)
        let dataDirectory = xdg.appendingPathComponent("marquee")
        try Data("not a directory".utf8).write(to: dataDirectory)
        let location = ["MARQUEE_DATA_DIR": "", "XDG_DATA_HOME": xdg.path]
        server.route("/3/search/movie", .json(TMDBAnswers.searchShuffled))
        let search = try await marquee.run(
            "movies", "search", "night", environment: environment().merging(location) { $1 })
        #expect(search.status == 0 && search.stdout.hasPrefix("3 movies match"), "\(search.stderr)")
        #expect(search.stderr.contains("warning:") && search.stderr.contains(dataDirectory.path))
        let offline = try await marquee.run("movies", "search", "alien", "--source", "offline", environment: location)
        #expect(offline.status == 0)
        let recent = try await marquee.run("movies", "recent", environment: location)
        #expect(recent.status == 1 && recent.stderr.contains(dataDirectory.path))
    }

    private func json(_ result: MarqueeProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func ids(in screen: String) -> [Int] {
        screen.split(separator: "\n").dropFirst(3).compactMap { Int($0.prefix(8).trimmingCharacters(in: .whitespaces)) }
    }
}
#endif
