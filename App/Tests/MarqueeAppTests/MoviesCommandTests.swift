import Foundation
import Testing

/// `marquee movies …`, run as the built binary against the bundled offline catalog.
@Suite struct MoviesCommandTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func searchPrintsTheBestMatchFirst() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "star wars")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("match \"star wars\" in the offline catalog") == true)
        #expect(lines.dropFirst(2).first?.contains("Title") == true)
        #expect(lines.dropFirst(3).first?.contains("1977  Star Wars ") == true)
        #expect(result.stderr.isEmpty)
    }

    @Test func unquotedWordsAreOneQuery() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "star", "wars", "--json")
        let page = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(page?["query"] as? String == "star wars")
    }

    @Test func jsonOutputHasTheDocumentedFields() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "amelie", "--json")
        #expect(result.status == 0)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(
            Set(page.keys)
                == ["query", "page", "totalPages", "totalResults", "source", "movies", "stale", "cachedAt", "warnings"])
        #expect(page["stale"] as? Bool == false && page["cachedAt"] is NSNull)
        #expect(page["source"] as? String == "offline")
        let movies = try #require(page["movies"] as? [[String: Any]])
        let first = try #require(movies.first)
        #expect(first["id"] as? Int == 194)
        #expect(first["title"] as? String == "Amélie")
        #expect(
            Set(first.keys) == [
                "id", "title", "originalTitle", "releaseDate", "year", "genres",
                "originalLanguage", "overview", "posterPath", "runtimeMinutes",
            ])
        #expect(first["posterPath"] is NSNull)
    }

    @Test func pagesAreTwentyLong() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "the", "--json")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.count == 20)
        #expect((page["totalPages"] as? Int ?? 0) >= 2)
        let second = try await marquee.run("movies", "search", "the", "--page", "2")
        #expect(second.status == 0)
        #expect(second.stdout.contains("page 2 of"))
    }

    @Test(arguments: [
        (["movies", "search", ""], "empty"),
        (["movies", "search", "   "], "empty"),
        (["movies", "search", "alien", "--page", "0"], "must be at least 1"),
        (["movies", "search", "alien", "--page", "-1"], "must be at least 1"),
        (["movies", "search", "alien", "--page", "500"], "past the last page"),
        (["movies", "show", "abc"], "positive whole number"),
        (["movies", "show", "0"], "positive whole number"),
    ])
    func malformedInputIsAUsageErrorInOneLine(arguments: [String], phrase: String) async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("marquee: "))
        #expect(result.stderr.contains(phrase))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aNonNumericPageIsRejectedByTheParser() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "search", "alien", "--page", "two")
        #expect(result.status == 64)
        #expect(result.stderr.contains("two"))
    }

    @Test func showPrintsTheDetails() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "show", "348")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Alien (1979)\n"))
        #expect(result.stdout.contains("Released:       1979-05-25"))
    }

    @Test func showJSONIsOneMovie() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "show", "194", "--json")
        let movie = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(movie["originalTitle"] as? String == "Le Fabuleux Destin d'Amélie Poulain")
    }

    @Test func anUnknownIDIsNotFoundWithExitCodeOne() async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run("movies", "show", "999999999")
        #expect(result.status == 1)
        #expect(result.stderr == "marquee: No movie has id 999999999; search for the title to find its id.\n")
    }

    @Test func aMalformedCommandLineIsOneLineAndExitStatus64() async throws {
        defer { marquee.cleanUp() }
        let badValue = try await marquee.run("movies", "search", "--page", "x", "alien")
        #expect(badValue.status == 64 && badValue.stdout.isEmpty)
        #expect(
            badValue.stderr
                == "marquee: The value 'x' is invalid for '--page <page>': \"x\" is not a page number; type a whole "
                + "number; see 'marquee movies search --help'.\n")
        let hugePage = try await marquee.run("movies", "search", "--page", "99999999999999999999", "alien")
        #expect(hugePage.status == 64 && hugePage.stdout.isEmpty)
        #expect(
            hugePage.stderr
                == "marquee: The value '99999999999999999999' is invalid for '--page <page>': 99999999999999999999 is "
                + "not a page number; it must be at most 2147483647; see 'marquee movies search --help'.\n")
        let unknown = try await marquee.run("orders", "place", "--user", "ripley", "--bogus")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        #expect(unknown.stderr.hasSuffix("see 'marquee orders place --help'.\n"))
    }

    @Test func helpShowsExamplesAndExitCodes() async throws {
        defer { marquee.cleanUp() }
        let root = try await marquee.run("--help")
        #expect(root.status == 0)
        #expect(root.stdout.contains("EXIT CODES"))
        #expect(root.stdout.contains("64"))
        let search = try await marquee.run("movies", "search", "--help")
        #expect(search.stdout.contains("marquee movies search \"star wars\""))
    }
}

/// `marquee movies recent`, across separate runs of the binary.
@Suite struct RecentSearchesCommandTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func successfulSearchesAreRememberedNewestFirstAcrossRuns() async throws {
        defer { marquee.cleanUp() }
        for query in ["alien", "heat", "ALIEN"] {
            #expect(try await marquee.run("movies", "search", query).status == 0)
        }
        let result = try await marquee.run("movies", "recent")
        #expect(result.stdout == "Recent searches, newest first:\n  1. ALIEN\n  2. heat\n")
    }

    @Test func aFailedSearchIsNotRemembered() async throws {
        defer { marquee.cleanUp() }
        #expect(try await marquee.run("movies", "search", "alien", "--page", "99").status == 64)
        let result = try await marquee.run("movies", "recent", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["queries"] as? [String] == [])
    }

    @Test func theDataFileIsOwnerOnly() async throws {
        defer { marquee.cleanUp() }
        _ = try await marquee.run("movies", "search", "alien")
        let file = marquee.dataDirectory.appendingPathComponent("marquee.sqlite").path
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: marquee.dataDirectory.path)
        #expect((directory[.posixPermissions] as? Int) == 0o700)
    }

    @Test func aForeignDatabaseFileIsReportedAndKept() async throws {
        defer { marquee.cleanUp() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let file = marquee.dataDirectory.appendingPathComponent("marquee.sqlite")
        try Data("my notes, not a database".utf8).write(to: file)
        let result = try await marquee.run("movies", "recent")
        #expect(result.status == 1)
        #expect(result.stderr.contains(file.path) && result.stderr.contains("move it aside"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes, not a database")
    }

    @Test func anOldRecentQueriesFileIsNoLongerRead() async throws {
        defer { marquee.cleanUp() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let old = marquee.dataDirectory.appendingPathComponent("recent-queries.json")
        try Data(#"{"queries":["heat"],"version":1}"#.utf8).write(to: old)
        let result = try await marquee.run("movies", "recent", "--json")
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["queries"] as? [String] == [])
        #expect(FileManager.default.fileExists(atPath: old.path))
    }

    @Test func theDataDirFlagWinsOverTheEnvironment() async throws {
        defer { marquee.cleanUp() }
        // A data directory given by name is made in a directory that exists.
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let other = marquee.dataDirectory.appendingPathComponent("flagged")
        _ = try await marquee.run("movies", "search", "alien", "--data-dir", other.path)
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("marquee.sqlite").path))
    }
}
