#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The edges a hostile pass found, each closed: ports past 65535, control
/// characters in `--json`, a wrong address hidden behind the cache, an answer
/// about another movie, and the messages around them — through the built binary.
@Suite struct HardeningTests {
    static let key = "0123456789abcdef-not-a-real-key"

    let marquee: MarqueeProcess
    let server: TestHTTPServer

    init() throws {
        marquee = try MarqueeProcess()
        server = try TestHTTPServer()
    }

    var environment: [String: String] {
        ["MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(server.port)", "TMDB_API_KEY": Self.key]
    }

    func finish() {
        server.stop()
        marquee.cleanUp()
    }

    @Test(arguments: ["99999", "65536", "4294967297", "0"])
    func aTMDBBaseURLWithAPortOutOfRangeIsAUsageErrorNotACrash(port: String) async throws {
        defer { finish() }
        let result = try await marquee.run(
            ["movies", "search", "alien"],
            environment: ["MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(port)", "TMDB_API_KEY": Self.key])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("MARQUEE_TMDB_BASE_URL must be an absolute http(s) URL"))
    }

    @Test func anImageBaseURLWithAPortOutOfRangeRefusesPostersButNotSearches() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        var environment = environment
        environment["MARQUEE_TMDB_IMAGE_BASE_URL"] = "http://127.0.0.1:99999"
        #expect(try await marquee.run(["movies", "search", "alien"], environment: environment).status == 0)
        let poster = try await marquee.run(["movies", "poster", "348", "--output", "-"], environment: environment)
        #expect(poster.status == 64, "\(poster.stderr)")
        #expect(poster.stderr.contains("MARQUEE_TMDB_IMAGE_BASE_URL must be an absolute http(s) URL"))
    }

    @Test func controlCharactersFromTMDBAreEscapedInJSON() async throws {
        defer { finish() }
        let hostile = TMDBAnswers.searchAlien
            .replacingOccurrences(of: "\"title\":\"Alien\"", with: "\"title\":\"Ali\\u009b2Jen \\u202emoc.live\"")
        server.route("/3/search/movie", .json(hostile))
        let result = try await marquee.run(["movies", "search", "alien", "--json"], environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E || $0.value == 0x1B })
        #expect(result.stdout.contains("Ali\\u009b2Jen \\u202emoc.live"))
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let title = (page["movies"] as? [[String: Any]])?.first?["title"] as? String
        #expect(title == "Ali\u{9B}2Jen \u{202E}moc.live", "the data stays exact for a script")
    }

    @Test func aWrongAddressIsAConfigurationProblemEvenWithACachedAnswer() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        #expect(try await marquee.run(["movies", "search", "alien"], environment: environment).status == 0)
        server.route("/3/search/movie", .respond(status: 404, headers: [:], body: Data("Not Found".utf8)))
        var stale = environment
        stale["MARQUEE_CACHE_TTL"] = "0"
        let result = try await marquee.run(["movies", "search", "alien", "--json"], environment: stale)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.contains("answered \"not found\" where its API should be; check MARQUEE_TMDB_BASE_URL"))
    }

    @Test func detailsOfAnotherMovieAreRefusedAndNothingIsScheduledWithThem() async throws {
        defer { finish() }
        server.route(
            "/3/movie/728", .json(TMDBAnswers.alienDetails.replacingOccurrences(of: "\"id\":348", with: "\"id\":999")))
        let show = try await marquee.run(["movies", "show", "728"], environment: environment)
        #expect(show.status == 1)
        #expect(show.stderr.contains("TMDB answered with movie 999 when asked for movie 728"), "\(show.stderr)")
        #expect(!show.stdout.contains("TMDB id:        999"))
    }

    @Test func anUnknownTimeZoneIsNamedForCommandsThatShowTimes() async throws {
        defer { finish() }
        let program = try await marquee.run(["program"], environment: ["TZ": "Not/AZone"])
        #expect(program.status == 64)
        #expect(program.stderr.contains("TZ=Not/AZone names no time zone"))
        #expect(try await marquee.run(["movies", "search", "alien"], environment: ["TZ": "Not/AZone"]).status == 0)
    }

    @Test func aDataPathThatIsADirectorySaysSo() async throws {
        defer { finish() }
        try FileManager.default.createDirectory(
            at: marquee.dataDirectory.appendingPathComponent("marquee.sqlite"), withIntermediateDirectories: true)
        let result = try await marquee.run(["users", "list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a directory, not a database file; move it aside"), "\(result.stderr)")
    }

    @Test func posterOutputToAMissingDirectoryIsAnErrorAndCreatesNothing() async throws {
        defer { finish() }
        let poster = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + Array(repeating: 0, count: 64))
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        server.setFallback { request in
            request.path.hasSuffix(".jpg")
                ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: poster) : nil
        }
        var environment = environment
        environment["MARQUEE_TMDB_IMAGE_BASE_URL"] = "http://127.0.0.1:\(server.port)"
        let missing = marquee.dataDirectory.appendingPathComponent("nowhere/at/all")
        let result = try await marquee.run(
            ["movies", "poster", "348", "--output", missing.appendingPathComponent("x.jpg").path],
            environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("its directory does not exist"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let piped = try await marquee.run(["movies", "poster", "348", "--output", "-"], environment: environment)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("JFIF"), "the image itself went to standard output")
        #expect(piped.stderr.isEmpty)
    }
}
#endif
