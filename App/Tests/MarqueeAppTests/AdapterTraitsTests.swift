import Foundation
import Testing

/// What a build of `marquee` says about the adapters it was built with and
/// without (App's package traits: TMDB, PostgreSQL, Service). Each build
/// runs the half that concerns it: `Scripts/test --traits default` the
/// refusals, `Scripts/test` (every trait) the other side.
@Suite struct AdapterTraitsTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    /// The traits this test bundle was built with, in `--help`'s order (the binary shares them).
    static var built: [String] {
        var traits: [String] = []
        #if TMDB
        traits.append("TMDB")
        #endif
        #if PostgreSQL
        traits.append("PostgreSQL")
        #endif
        #if Service
        traits.append("Service")
        #endif
        return traits
    }

    /// The one line a refusal of `asked` prints, adding `trait` to the traits built.
    static func refusal(_ asked: String, trait: String) -> String {
        let traits = ["TMDB", "PostgreSQL", "Service"].filter { built.contains($0) || $0 == trait }
        return "marquee: \(asked) needs marquee built with the \(trait) trait: swift build --package-path App --traits "
            + "\(traits.joined(separator: ",")) (swift run takes the same --traits).\n"
    }

    @Test func helpSaysWhichAdaptersThisBuildHas() async throws {
        defer { marquee.cleanUp() }
        let help = try await marquee.run("--help")
        #expect(help.status == 0)
        let section = help.stdout.components(separatedBy: "THIS BUILD (App's package traits)\n").last ?? ""
        for trait in ["TMDB", "PostgreSQL", "Service"] {
            let state = Self.built.contains(trait) ? "built" : "not built"
            let line = "  " + trait.padding(toLength: 12, withPad: " ", startingAt: 0) + state + ": "
            #expect(section.contains(line), "no line \"\(line)\" in: \(section)")
        }
        #expect(
            section.contains("--enable-all-traits") == (Self.built.count < 3),
            "the build command for every trait is shown exactly when one is missing")
    }

    #if !TMDB
    @Test func sourceTMDBNamesTheTraitAndTheBuildCommand() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "alien", "--source", "tmdb")
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == Self.refusal("--source tmdb", trait: "TMDB"))
    }

    @Test(arguments: ["TMDB_API_KEY", "TMDB_ACCESS_TOKEN"])
    func aTMDBCredentialInTheEnvironmentIsNotIgnoredSilently(variable: String) async throws {
        defer { marquee.cleanUp() }
        let refused = try await marquee.run("movies", "search", "alien", environment: [variable: "abc123"])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        let traits: String = ["TMDB", "PostgreSQL", "Service"].filter { Self.built.contains($0) || $0 == "TMDB" }
            .joined(separator: ",")
        let expected: String =
            "marquee: \(variable) is set, but this marquee was built without the TMDB trait: build it with "
            + "swift build --package-path App --traits \(traits) (swift run takes the same --traits), or unset \(variable).\n"
        #expect(refused.stderr == expected)
        // Asking for the offline catalog still works with the variable set.
        let offline = try await marquee.run(
            "movies", "search", "alien", "--source", "offline", environment: [variable: "x"])
        #expect(offline.status == 0 && offline.stdout.hasPrefix("5 movies match \"alien\" in the offline catalog"))
    }

    @Test func postersNameTheTraitNotTheCredential() async throws {
        defer { marquee.cleanUp() }
        let output = marquee.dataDirectory.appendingPathComponent("alien.jpg")
        let result = try await marquee.run("movies", "poster", "348", "--output", output.path)
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == Self.refusal("movies poster", trait: "TMDB"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
    #endif

    #if !PostgreSQL
    @Test func aDatabaseURLNamesTheTraitOnlyWhereTheStoreIsNeeded() async throws {
        defer { marquee.cleanUp() }
        let url = "postgres://marquee:secret@127.0.0.1:5432/marquee"
        let users = try await marquee.run("users", "list", "--database-url", url)
        #expect(users.status == 64 && users.stdout.isEmpty)
        #expect(users.stderr == Self.refusal("--database-url", trait: "PostgreSQL"))
        #expect(!users.stderr.contains("secret"))
        // Searching needs no store of customers: it still answers.
        let search = try await marquee.run("movies", "search", "alien", environment: ["MARQUEE_DATABASE_URL": url])
        #expect(search.status == 0 && search.stdout.hasPrefix("5 movies match"))
        let program = try await marquee.run("program", environment: ["MARQUEE_DATABASE_URL": url])
        #expect(program.status == 64)
        #expect(program.stderr.hasPrefix("marquee: MARQUEE_DATABASE_URL is set, but this marquee was built without"))
        // Nothing was written in place of the server's store.
        let file = marquee.dataDirectory.appendingPathComponent("marquee.sqlite").path
        let usersInFile = try await marquee.run("users", "list")
        #expect(usersInFile.status == 0 && FileManager.default.fileExists(atPath: file))
        #expect(!usersInFile.stdout.contains("Ripley"))
    }
    #endif

    #if !Service
    @Test(arguments: [
        (["serve"], "serve"), (["desks", "add", "front-1"], "desks add"), (["desks", "list"], "desks list"),
        (["desks", "revoke", "front-1"], "desks revoke"),
    ])
    func theServiceCommandsNameTheTrait(arguments: [String], asked: String) async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run(arguments)
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == Self.refusal(asked, trait: "Service"))
    }

    @Test func aServerURLNamesTheTraitInsteadOfUsingTheLocalStore() async throws {
        defer { marquee.cleanUp() }
        let flag = try await marquee.run("movies", "search", "alien", "--server", "http://127.0.0.1:8080")
        #expect(flag.status == 64 && flag.stdout.isEmpty)
        #expect(flag.stderr == Self.refusal("--server", trait: "Service"))
        let variable = try await marquee.run(
            "program", environment: ["MARQUEE_SERVER_URL": "http://127.0.0.1:8080", "MARQUEE_DESK_TOKEN": "x"])
        #expect(variable.status == 64 && variable.stdout.isEmpty)
        #expect(variable.stderr.hasPrefix("marquee: MARQUEE_SERVER_URL is set, but this marquee was built without"))
        // The local store was not touched in the service's place.
        #expect(
            !FileManager.default.fileExists(atPath: marquee.dataDirectory.appendingPathComponent("marquee.sqlite").path)
        )
    }
    #endif
}
