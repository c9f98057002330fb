import Foundation
import MarqueeInfrastructureTesting
import Testing

/// Where the data lives, as a person types it (issue 36, point 10), through
/// the built binary: `--data-dir` before the command, as the README writes
/// it, and a data directory that cannot be the one meant.
@Suite struct DataDirectoryOptionTests {
    /// `marquee --data-dir D program` was "Unknown option '--data-dir'".
    @Test func theDataDirectoryBeforeTheCommandIsTheCommandsOption() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let elsewhere = marquee.dataDirectory.appendingPathComponent("elsewhere").path
        let loaded = try await marquee.run(["--data-dir", elsewhere, "sample", "load"])
        #expect(loaded.status == 0, "\(loaded.stderr)")
        let program = try await marquee.run(["--data-dir", elsewhere, "program", "--json"])
        #expect(program.status == 0, "\(program.stderr)")
        let users = try await marquee.run(["--data-dir=\(elsewhere)", "users", "list", "--json"])
        #expect(users.status == 0, "\(users.stderr)")
        // The same as the option after the command, and not the test's own data directory.
        #expect(program.stdout == (try await marquee.run(["program", "--json", "--data-dir", elsewhere])).stdout)
        #expect(users.stdout.contains("\"Ash\""))
        #expect(try await marquee.run(["users", "list", "--json"]).stdout.contains("\"Ash\"") == false)
    }

    /// A mistyped `MARQUEE_DATA_DIR` made a new, empty cinema at any depth.
    @Test(arguments: ["--data-dir", "MARQUEE_DATA_DIR"])
    func aMistypedDataDirectoryIsRefusedAndNothingIsCreated(setBy: String) async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let typo = marquee.dataDirectory.appendingPathComponent("cinmea/data")
        let result =
            setBy == "--data-dir"
            ? try await marquee.run(["program", "--data-dir", typo.path])
            : try await marquee.run(["program"], environment: ["MARQUEE_DATA_DIR": typo.path])
        #expect(result.status == 64)
        let parent = typo.deletingLastPathComponent().path
        #expect(
            result.stderr == "marquee: \(setBy) names \(typo.path), but \(parent) does not exist either; check the "
                + "spelling, or create it first (mkdir -p \(parent)).\n")
        #expect(!FileManager.default.fileExists(atPath: parent))
        // One level down from an existing directory is a new data directory, as before.
        let fresh = marquee.dataDirectory.appendingPathComponent("fresh")
        let created = try await marquee.run(["users", "register", "Ripley", "--data-dir", fresh.path])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("marquee.sqlite").path))
    }
    /// A data directory that is a file said "marquee.sqlite cannot be opened
    /// or created; check that its directory exists" (issue 36, point 10).
    @Test(arguments: ["--data-dir", "MARQUEE_DATA_DIR"])
    func aFileGivenAsTheDataDirectoryIsNamedAsOne(setBy: String) async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
        let file = marquee.dataDirectory.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: file)
        for (given, arguments) in [
            (file, ["program"]), (file.appendingPathComponent("cinema"), ["users", "register", "Ripley"]),
        ] {
            let result =
                setBy == "--data-dir"
                ? try await marquee.run(arguments + ["--data-dir", given.path])
                : try await marquee.run(arguments, environment: ["MARQUEE_DATA_DIR": given.path])
            #expect(result.status == 64, "\(result.stderr)")
            let which = given == file ? "which" : "but \(file.path)"
            #expect(
                result.stderr == "marquee: \(setBy) names \(given.path), \(which) is a file, not a directory; name the "
                    + "directory Marquee should keep its data in (marquee.sqlite and the cache go there).\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    }
}
