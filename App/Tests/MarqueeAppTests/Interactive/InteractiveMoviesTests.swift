import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The full-screen box office, driven through tmux as a person would: the
/// built `marquee` alone on a terminal, the offline catalog.
@Suite(.serialized) struct InteractiveMoviesTests {
    @Test func typingATitleShowsResultsEnterOpensDetailsAndEscGoesBack() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("alien")
        try await app.waitFor("5 movies match \"alien\" in the offline catalog")
        try app.press("Down", "Enter")
        let details = try await app.waitFor("Ripley returns")
        #expect(details.contains("› Aliens"))
        try app.press("Escape")
        let list = try await app.waitFor("5 movies match \"alien\"")
        #expect(!list.contains("Ripley returns"))
    }

    /// `marquee --data-dir D` on a terminal is `marquee browse --data-dir D`,
    /// as `marquee` alone is `marquee browse`; a missing value is worded by
    /// `browse`, and an option nobody knows is still refused by `marquee`.
    @Test func onlyBrowsesOptionsOpenTheFullScreenToo() async throws {
        let chosen = FileManager.default.temporaryDirectory.appendingPathComponent(
            "marquee-chosen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: chosen) }
        let app = try InteractiveSession(["--data-dir", chosen.path])
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("alien")
        try app.press("Enter")
        try await app.waitFor("5 movies match \"alien\"")
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
        // The recent search went to the directory the flag named, not MARQUEE_DATA_DIR's.
        #expect(FileManager.default.fileExists(atPath: chosen.appendingPathComponent("marquee.sqlite").path))
        #expect(
            !FileManager.default.fileExists(atPath: app.dataDirectory.appendingPathComponent("marquee.sqlite").path))

        for (arguments, line) in [
            (["--data-dir"], "marquee: Missing value for '--data-dir <directory>'; see 'marquee browse --help'."),
            (["--bogus"], "marquee: Unknown option '--bogus'; see 'marquee --help'."),
        ] {
            let refused = try InteractiveSession(arguments)
            defer { refused.stop() }
            #expect(try await refused.waitForExit().status == "64")
            #expect(try await refused.tmux.waitForFile("stderr") == line)
        }
    }

    @Test func theScreenIsLaidOutAgainWhenTheWindowIsResized() async throws {
        let app = try InteractiveSession(columns: 100, rows: 30)
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("star wars")
        try await app.waitFor("match \"star wars\"")
        try app.tmux.resize(columns: 70, rows: 20)
        // Genres are cut to the narrower window's column.
        let smaller = try await app.waitFor("Sci…")
        let lines = smaller.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 70 })
        #expect(smaller.contains("match \"star wars\""))
        try app.tmux.resize(columns: 40, rows: 10)
        try await app.waitFor("larger")
        try app.tmux.resize(columns: 100, rows: 30)
        try await app.waitFor("match \"star wars\"")
    }

    @Test(arguments: [["q"], ["C-c"]])
    func quittingRestoresTheTerminalExactly(keys: [String]) async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        if keys == ["q"] {
            // q types into the focused search field; Esc leaves it first. A
            // key right after Esc would read as Alt+key, as on any terminal.
            try app.press("Escape")
            try await Task.sleep(for: .milliseconds(150))
        }
        try app.tmux.tmux(["send-keys"] + keys)
        let exit = try await app.waitForExit()
        #expect(exit.status == "0")
        #expect(exit.restored)
    }

    @Test func controlSequencesInMovieDataNeverReachTheTerminal() async throws {
        // The offline catalog is ours; hostile text comes from TMDB — see the TMDB tests.
        let app = try InteractiveSession(["browse", "--source", "offline"])
        defer { app.stop() }
        try await app.waitFor("Type a title to search")
        try app.type("amelie")
        let screen = try await app.waitFor("Amélie")
        #expect(!screen.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func withoutATerminalTheHelpIsPrinted() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let plain = try await marquee.run([])
        #expect(plain.status == 0 && plain.stdout.contains("OVERVIEW: A cinema box office for the terminal."))
        let browse = try await marquee.run(["browse"])
        #expect(browse.status == 0 && browse.stdout.contains("OVERVIEW"))
    }
}
