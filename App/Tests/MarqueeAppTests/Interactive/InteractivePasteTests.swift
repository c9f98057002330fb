import Foundation
import MarqueeInfrastructureTesting
import Testing

/// Pasting where the terminal sends no bracketed-paste markers (tmux's
/// `paste-buffer` without `-p`, as a terminal without the mode does): issue 36
/// found "Alpha⏎Bravo⏎Charlie" pasted into the Users name field registered
/// Alpha and then renamed it twice (the letters after each Enter acting as
/// shortcuts), and 5,000 characters froze the screen for minutes with Ctrl-C
/// ignored. Both failed against the binary built before the fix.
@Suite(.serialized) struct InteractivePasteTests {
    @Test func linesPastedIntoTheNameFieldAreOneNameNotShortcuts() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Escape")
        // Escape, then 4 at once, would read as Alt-4.
        try await Task.sleep(for: .milliseconds(1000))
        try app.press("4")
        try await app.waitFor("Ripley")
        try app.press("n")
        try await app.waitFor("Register")
        try app.tmux.tmux("set-buffer", "Alpha\nBravo\nCharlie")
        try app.tmux.tmux("paste-buffer")
        try await app.waitFor("Alpha Bravo Charlie")
        try app.press("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == "0")
        #expect(exit.restored)
        let users = try await marquee.run("users", "list")
        #expect(users.status == 0, "\(users.stderr)")
        #expect(users.stdout.contains("Ripley"))
        for name in ["Alpha", "Bravo", "Charlie"] {
            #expect(!users.stdout.contains(name), "\(name) was registered or renamed:\n\(users.stdout)")
        }
    }

    @Test func fiveThousandPastedCharactersLandAndCtrlCStillQuits() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        // The search field has the focus when the app opens.
        try app.tmux.tmux("set-buffer", "zq" + String(repeating: "x", count: 4_998))
        try app.tmux.tmux("paste-buffer")
        // The field keeps its first 256 characters; Home shows where they start.
        try app.press("Home")
        try await app.waitFor("zqxxxxxxxx")
        try app.press("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == "0")
        #expect(exit.restored)
    }
}
