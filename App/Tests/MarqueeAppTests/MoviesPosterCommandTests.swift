#if TMDB
import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee movies poster` as the built binary, with one stand-in server for
/// both TMDB's API and its image server.
@Suite struct MoviesPosterCommandTests {
    static let posterPath = "/t/p/w185/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg"
    static let image = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 2048) + [0xFF, 0xD9])

    let marquee: MarqueeProcess
    let server: TestHTTPServer

    init() throws {
        marquee = try MarqueeProcess()
        server = try TestHTTPServer()
        server.route("/3/movie/348", .json(TMDBAnswers.alienDetails))
        server.route(Self.posterPath, .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Self.image))
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

    @Test func thePosterIsWrittenToTheOutputFile() async throws {
        defer { finish() }
        let output = marquee.dataDirectory.appendingPathComponent("out/alien.jpg")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try await marquee.run("movies", "poster", "348", "--output", output.path, environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("w185 poster of Alien"))
        #expect(try Data(contentsOf: output) == Self.image)
        #expect(server.requests(to: Self.posterPath).count == 1)
    }

    @Test func withoutOutputThePosterIsNamedAfterTheMovieInTheCurrentDirectory() async throws {
        defer { finish() }
        let here = marquee.dataDirectory.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let process = ChildProcess()
        process.executableURL = MarqueeProcess.executable
        process.arguments = ["movies", "poster", "348"]
        process.currentDirectoryURL = here
        process.environment = environment.merging([
            "PATH": "/usr/bin:/bin", "MARQUEE_DATA_DIR": marquee.dataDirectory.path,
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        #expect(await process.finish().status == 0)
        #expect(try Data(contentsOf: here.appendingPathComponent("348-w185.jpg")) == Self.image)
    }

    @Test func anExistingFileIsKeptUnlessForced() async throws {
        defer { finish() }
        let output = marquee.dataDirectory.appendingPathComponent("alien.jpg")
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output)
        let refused = try await marquee.run(
            "movies", "poster", "348", "--output", output.path, environment: environment)
        #expect(refused.status == 1 && refused.stderr.contains("--force"))
        #expect(try Data(contentsOf: output) == Data("mine".utf8))
        let forced = try await marquee.run(
            "movies", "poster", "348", "--output", output.path, "--force", environment: environment)
        #expect(forced.status == 0)
        #expect(try Data(contentsOf: output) == Self.image)
    }

    @Test func aSecondPosterComesFromTheCachesWithoutTheNetwork() async throws {
        defer { finish() }
        let first = marquee.dataDirectory.appendingPathComponent("first.jpg")
        let second = marquee.dataDirectory.appendingPathComponent("second.jpg")
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        #expect(
            try await marquee.run("movies", "poster", "348", "--output", first.path, environment: environment).status
                == 0)
        server.stop()
        let result = try await marquee.run("movies", "poster", "348", "--output", second.path, environment: environment)
        #expect(result.status == 0)
        #expect(try Data(contentsOf: second) == Self.image)
    }

    @Test func offlinePostersSayTheyNeedTMDB() async throws {
        defer { finish() }
        for arguments in [["movies", "poster", "348"], ["movies", "poster", "348", "--source", "offline"]] {
            let result = try await marquee.run(arguments, environment: arguments.count > 3 ? environment : [:])
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "marquee: Posters need TMDB: set TMDB_API_KEY or TMDB_ACCESS_TOKEN (the offline catalog has no images).\n"
            )
        }
        #expect(server.requests.isEmpty)
    }

    @Test func aMovieWithoutAPosterSaysSo() async throws {
        defer { finish() }
        server.route("/3/movie/679", .json(#"{"id":679,"title":"Aliens","poster_path":null}"#))
        let result = try await marquee.run("movies", "poster", "679", environment: environment)
        #expect(result.status == 1 && result.stderr.contains("has no poster"))
    }
}
#endif
