#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee movies …` as the built binary against a TMDB stand-in on
/// 127.0.0.1, reached through `MARQUEE_TMDB_BASE_URL`.
@Suite struct MoviesTMDBCommandTests {
    static let key = "0123456789abcdef-not-a-real-key"
    static let token = "eyJhbGciOiJIUzI1NiJ9.not-a-real-token"

    let marquee: MarqueeProcess
    let server: TestHTTPServer

    init() throws {
        marquee = try MarqueeProcess()
        server = try TestHTTPServer()
    }

    func environment(key: String? = MoviesTMDBCommandTests.key, port: UInt16? = nil) -> [String: String] {
        var environment = ["MARQUEE_TMDB_BASE_URL": "http://127.0.0.1:\(port ?? server.port)"]
        environment["TMDB_API_KEY"] = key
        return environment
    }

    func finish() {
        server.stop()
        marquee.cleanUp()
    }

    @Test func searchAnswersFromTMDBWhenAKeyIsSet() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        let result = try await marquee.run("movies", "search", "alien", environment: environment())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("2 movies match \"alien\" in the TMDB catalog — page 1 of 1"))
        #expect(result.stdout.contains("1979  Alien "))
        #expect(result.stderr.isEmpty)
        let request = try #require(server.requests(to: "/3/search/movie").first)
        #expect(request.query?.contains("api_key=\(Self.key)") == true)
        #expect(request.query?.contains("include_adult=false") == true)
    }

    @Test func jsonSaysTheSourceIsTMDB() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        let result = try await marquee.run("movies", "search", "alien", "--json", environment: environment())
        #expect(result.status == 0)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(page["source"] as? String == "tmdb")
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.first?["posterPath"] as? String == "/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg")
    }

    @Test func anAccessTokenIsSentAsABearerHeader() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        var environment = environment(key: nil)
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        let result = try await marquee.run("movies", "search", "alien", environment: environment)
        #expect(result.status == 0)
        let request = try #require(server.requests(to: "/3/search/movie").first)
        #expect(request.header("Authorization") == "Bearer \(Self.token)")
        #expect(request.query?.contains("api_key") == false)
    }

    @Test func searchesGoThroughTheProxyTheEnvironmentNames() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        // A proxy that is not there: a search that goes through it fails, one
        // that bypasses it (no_proxy) reaches the TMDB stand-in.
        var environment = environment()
        environment["http_proxy"] = "http://127.0.0.1:\(try TestHTTPServer.unusedPort())"
        let proxied = try await marquee.run("movies", "search", "alien", "--source", "tmdb", environment: environment)
        environment["no_proxy"] = "localhost,127.0.0.1"
        let direct = try await marquee.run("movies", "search", "alien", "--source", "tmdb", environment: environment)

        #expect(proxied.status == 1, "\(proxied.stderr)")
        #expect(proxied.stderr.contains("cannot be reached"), "\(proxied.stderr)")
        #expect(server.requests(to: "/3/search/movie").count == 1)
        #expect(direct.status == 0, "\(direct.stderr)")
    }

    @Test func anUnusableProxyVariableIsAUsageErrorNamingIt() async throws {
        defer { finish() }
        var environment = environment()
        environment["https_proxy"] = "socks5://proxy.example:1080"
        let result = try await marquee.run("movies", "search", "alien", environment: environment)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "marquee: https_proxy is not a usable proxy (a socks5:// proxy; only http:// proxies are supported); set it to http://HOST:PORT, or unset it to reach TMDB directly.\n"
        )
        // Offline, the proxy variables are not read at all.
        let offline = try await marquee.run(
            "movies", "search", "alien", environment: ["https_proxy": "socks5://proxy.example:1080"])
        #expect(offline.status == 0)
    }

    @Test func showAnswersFromTMDB() async throws {
        defer { finish() }
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        let result = try await marquee.run("movies", "show", "348", "--json", environment: environment())
        #expect(result.status == 0)
        let movie = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(movie["title"] as? String == "Alien")
        #expect(movie["runtimeMinutes"] as? Int == 117)
        #expect(movie["genres"] as? [String] == ["Horror", "Science Fiction"])
    }

    @Test func aRefusedKeySaysCheckYourAPIKeyWithoutPrintingIt() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.invalidKey, status: 401))
        let result = try await marquee.run("movies", "search", "alien", environment: environment())
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("marquee: "))
        #expect(result.stderr.contains("check your API key"))
        #expect(!result.stderr.contains(Self.key))
    }

    @Test func anUnreachableTMDBSaysItCannotBeReached() async throws {
        defer { finish() }
        let result = try await marquee.run(
            "movies", "search", "alien", environment: environment(port: try TestHTTPServer.unusedPort())
        )
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot be reached"))
        #expect(!result.stderr.contains(Self.key))
    }

    @Test func aStoppedServerIsUnreachableToo() async throws {
        defer { finish() }
        server.stop()
        let result = try await marquee.run("movies", "show", "348", environment: environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot be reached"))
    }

    @Test func anUnknownIDIsNotFound() async throws {
        defer { finish() }
        server.route("/3/movie/999999", .json(TMDBAnswers.notFound, status: 404))
        let result = try await marquee.run("movies", "show", "999999", environment: environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("No movie has id 999999"))
    }

    @Test func aServerErrorPassesOnTMDBsMessage() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.internalError, status: 500))
        let result = try await marquee.run("movies", "search", "alien", environment: environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("HTTP 500: Internal error: Something went wrong, contact TMDb."))
    }

    @Test func askingForTMDBWithoutACredentialIsAUsageError() async throws {
        defer { finish() }
        let result = try await marquee.run(
            "movies", "search", "alien", "--source", "tmdb", environment: environment(key: nil))
        #expect(result.status == 64)
        #expect(result.stderr.contains("TMDB_API_KEY"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(server.requests.isEmpty)
    }

    @Test func sourceOfflineWinsOverACredential() async throws {
        defer { finish() }
        let result = try await marquee.run(
            "movies", "search", "alien", "--source", "offline", environment: environment())
        #expect(result.status == 0)
        #expect(result.stdout.contains("in the offline catalog"))
        #expect(server.requests.isEmpty)
    }

    @Test func anUnusableBaseURLNamesTheVariable() async throws {
        defer { finish() }
        let result = try await marquee.run(
            "movies", "search", "alien",
            environment: ["TMDB_API_KEY": Self.key, "MARQUEE_TMDB_BASE_URL": "api.example.com"]
        )
        #expect(result.status == 64)
        #expect(result.stderr.contains("MARQUEE_TMDB_BASE_URL"))
    }

    @Test func recentSearchesNeedNoNetwork() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        _ = try await marquee.run("movies", "search", "alien", environment: environment())
        let result = try await marquee.run("movies", "recent", environment: environment())
        #expect(result.status == 0)
        #expect(result.stdout.contains("alien"))
        #expect(server.requests.count == 1)
    }

    @Test func logsGoToStandardErrorOnlyWhenAskedAndHideTheKey() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        let quiet = try await marquee.run("movies", "search", "alien", "--json", environment: environment())
        #expect(quiet.stderr.isEmpty)
        var verbose = environment()
        verbose["MARQUEE_LOG"] = "trace"
        verbose["MARQUEE_CACHE_TTL"] = "0"  // ask TMDB again rather than answer from the cache
        let logged = try await marquee.run("movies", "search", "alien", "--json", environment: verbose)
        #expect(logged.status == 0)
        #expect(logged.stderr.contains("api_key=<redacted>"))
        #expect(!logged.stderr.contains(Self.key))
        #expect(logged.stdout == quiet.stdout)
    }

    @Test func aTokenWinsOverAKeyWhenBothAreSet() async throws {
        defer { finish() }
        server.route("/3/search/movie", .json(TMDBAnswers.searchAlien))
        var environment = environment()
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        let result = try await marquee.run("movies", "search", "alien", environment: environment)
        #expect(result.status == 0)
        let request = try #require(server.requests(to: "/3/search/movie").first)
        #expect(request.header("Authorization") == "Bearer \(Self.token)")
        #expect(request.query?.contains("api_key") == false)
    }

    @Test func anUnknownLogLevelNamesTheVariable() async throws {
        defer { finish() }
        var environment = environment()
        environment["MARQUEE_LOG"] = "loud"
        let result = try await marquee.run("movies", "search", "alien", environment: environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains("MARQUEE_LOG"))
        #expect(server.requests.isEmpty)
    }
}
#endif
