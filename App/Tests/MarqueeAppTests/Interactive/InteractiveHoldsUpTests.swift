import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The full-screen app in a person's hands, through tmux at 100×30 against the
/// built binary: one test per way it used to break (repeated Enter, invisible
/// focus, every prefix remembered, a selection that outlived its search, keys
/// acting on a too-small window, read-only storage, shell wording, dead ends).
///
/// Each of these failed against the binary built from the commit before the
/// fix (run with `MARQUEE_TEST_BINARY` pointing at it).
@Suite(.serialized) struct InteractiveHoldsUpTests {
    /// How long to let the app take in keys before looking at what they did.
    private static let settle = Duration.milliseconds(1000)

    @Test func repeatedEnterPlacesOneOrderForOneIntent() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Tab")
        try await app.waitFor(screening)
        try app.press("Enter")
        try await app.waitFor("Place the order")
        try app.type("Ripley")
        for _ in 0..<8 {
            try app.press("Enter")
            try await Task.sleep(for: .milliseconds(120))
        }
        try await Task.sleep(for: Self.settle)
        // Focus is on the receipt: more Enters neither place again nor pay.
        try await app.waitFor("Order placed")

        let orders = try #require(try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [Any])
        #expect(orders.count == 1)
        #expect((orders.first as? [String: Any])?["status"] as? String == "unpaid")
        let program = try #require(try await marquee.json("program")["screenings"] as? [[String: Any]])
        #expect(program.first?["seatsLeft"] as? Int == 9)
    }

    @Test func theFocusedFieldShowsItsCaretWhereTheNextLetterGoes() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        try app.type("star wars")
        try await app.waitFor("star wars")
        try app.press("Left", "Left", "Left", "Left")
        try await Task.sleep(for: Self.settle)
        let screen = try app.tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let cursor = try app.tmux.cursor()
        #expect(cursor.visible, "the terminal's cursor is hidden while a field has focus")
        let line = try #require(screen.indices.contains(cursor.row) ? String(screen[cursor.row]) : nil)
        let start = try #require(line.range(of: "star wars"))
        let wars = line.distance(from: line.startIndex, to: start.lowerBound) + 5
        #expect(cursor.column == wars, "caret at column \(cursor.column) of \"\(line)\"; \"wars\" starts at \(wars)")

        try app.type("X")
        try await app.waitFor("star Xwars")
        #expect(try app.tmux.cursor().column == wars + 1)
    }

    @Test func onlyTheSearchACustomerCommitsIsRemembered() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        for letter in "godfather" {
            try app.type(String(letter))
            try await Task.sleep(for: .milliseconds(350))
        }
        try await app.waitFor("The Godfather Part II")
        // A question mark and a q typed into the field are text, not searches to keep.
        try app.press("Escape")
        try await Task.sleep(for: Self.settle)
        var recent = try await MarqueeProcess(dataDirectory: app.dataDirectory).json("movies", "recent")
        #expect((recent["queries"] as? [String]) == [], "live search remembered \(recent)")

        try app.press("/")
        try app.press("Enter")
        try await Task.sleep(for: Self.settle)
        recent = try await MarqueeProcess(dataDirectory: app.dataDirectory).json("movies", "recent")
        #expect((recent["queries"] as? [String]) == ["godfather"])
    }

    @Test func aNewSearchStartsAtItsFirstRow() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        try app.type("godfather")
        try await app.waitFor("The Godfather Part II")
        try app.press("Down", "Down")
        try await Task.sleep(for: Self.settle)
        try app.press("C-u")
        try app.type("alien")
        try await app.waitFor("Alien Resurrection")
        try await Task.sleep(for: Self.settle)
        try app.press("Enter")
        // The details' own footer: the list before it shows 1979 too.
        let details = try await app.waitFor("book this movie")
        #expect(details.contains("1979") && !details.contains("Covenant"), "opened the wrong film:\n\(details)")
    }

    @Test func aTooSmallWindowSwallowsEveryKeyButQuit() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Tab")
        try await app.waitFor(screening)
        try app.press("Enter")
        try await app.waitFor("Place the order")
        try app.type("Ripley")
        try app.press("Enter", "Enter", "Enter")
        try await Task.sleep(for: Self.settle)

        try app.tmux.resize(columns: 40, rows: 10)
        try await app.waitFor("Make the window larger")
        try app.press("Enter")
        try app.tmux.resize(columns: 20, rows: 5)
        try await Task.sleep(for: Self.settle)
        try app.press("Tab")
        try app.type("jaws")
        try app.press("Enter")
        try await Task.sleep(for: Self.settle)
        try app.tmux.resize(columns: 100, rows: 30)
        try await app.waitFor("Place the order")

        let orders = try #require(try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [Any])
        #expect(orders.isEmpty, "a key pressed on the too-small screen placed an order")
        #expect(await (try marquee.json("movies", "recent")["queries"] as? [String]) == [])
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
    }

    @Test(.enabled(if: TemporaryFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
    func aReadOnlyDataDirectoryStillSearchesAndSaysWhatIsNotKept() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 4096)
        let marquee = MarqueeProcess(dataDirectory: fileSystem.url.appendingPathComponent("data"))
        try await marquee.register("Ripley")
        try fileSystem.makeReadOnly()
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.type("alien")
        try app.press("Enter")
        let screen = try await app.waitFor("Alien Resurrection")
        try await Task.sleep(for: Self.settle)
        let shown = try app.tmux.screen()
        #expect(shown.contains("not be remembered") || shown.contains("not remembered"), "\(shown)")
        #expect(!shown.contains("Saving failed"), "\(screen)")
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
    }

    @Test func theAppNamesKeysAndScreensNeverShellCommands() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        // The search field has focus: the top bar names the key that works here.
        let opening = try app.tmux.screen()
        #expect(opening.contains("F1 keys"), "\(opening)")
        try app.press("F1")
        try await app.waitFor("Keys everywhere")
        try app.press("q")
        try await Task.sleep(for: Self.settle)
        #expect(!(try app.tmux.screen()).contains("Keys everywhere"))
        #expect(!(try app.tmux.screen()).contains("SHELL-BACK"), "q on the key map quit the app")
        try app.press("Escape")
        try await Task.sleep(for: Self.settle)
        try app.press("?")
        try await app.waitFor("Keys everywhere")
        try app.press("Escape")
        try await Task.sleep(for: Self.settle)

        for tab in ["2", "3", "4"] {
            try app.press(tab)
            try await Task.sleep(for: Self.settle)
            let screen = try app.tmux.screen()
            #expect(!screen.contains("marquee "), "tab \(tab) speaks shell:\n\(screen)")
        }
        try app.press("3", "Enter")
        try await Task.sleep(for: Self.settle)
        let refused = try app.tmux.screen()
        #expect(!refused.contains("marquee "), "\(refused)")
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
    }

    @Test func aCustomersOrderIsPickedFromTheUsersScreenAndPaid() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00")
        let order = try await marquee.order(user: "Ripley", screening: screening, quantity: 2)
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Escape")
        try await Task.sleep(for: Self.settle)
        try app.press("4")
        try await app.waitFor("Ripley")
        try app.press("Enter")
        // The customer's orders name the film (the users list before it also says "row 1 of 1").
        let list = try await app.waitFor("Alien")
        #expect(list.contains("row 1 of 1"), "one order:\n\(list)")
        try app.press("Enter")
        try await app.waitFor(order)
        try app.press("p")
        try await app.waitFor("Order paid.")
        let orders = try #require(
            try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [[String: Any]])
        #expect(orders.first?["status"] as? String == "paid")
    }

    @Test func aFilmIsBookedFromItsDetailsAndAUserRenamedAndDeletedWithAQuestionFirst() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let alien = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.type("alien")
        try await app.waitFor("Alien Resurrection")
        try await Task.sleep(for: Self.settle)
        try app.press("Enter")
        try await app.waitFor("book this movie")
        try app.press("b")
        let program = try await app.waitFor(alien)
        #expect(program.contains("Alien"))

        try app.press("4")
        try await app.waitFor("Ripley")
        try app.press("d")
        try await app.waitFor("y yes")
        try app.press("n")
        try await Task.sleep(for: Self.settle)
        #expect(try await marquee.succeed("users", "list").contains("Ripley"))
        try app.press("d")
        try await app.waitFor("y yes")
        try app.press("y")
        try await Task.sleep(for: Self.settle)
        #expect(await !(try marquee.succeed("users", "list").contains("Ripley")))
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
    }

    /// Issue 23's first crash: ❤️, 👍🏽, a flag, e + U+0301 and a pasted lone
    /// U+0301 in the search field and the Users name field, then keys that
    /// move and delete around them. Before the fix the second key after ❤️
    /// ended the app with "String index is out of bounds".
    @Test func emojiAndCombiningMarksEditCleanlyInEveryField() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        try app.tmux.tmux("send-keys", "-H", "e2", "9d", "a4", "ef", "b8", "8f")
        try app.type("a")
        try app.type("👍🏽🇯🇵e\u{301}")
        try app.tmux.tmux("set-buffer", "\u{301}")
        try app.tmux.tmux("paste-buffer", "-p")
        try app.press("Left", "Left", "BSpace", "Right", "Right", "Right", "BSpace", "Home", "Delete", "End")
        try app.type("x")
        try await Task.sleep(for: .seconds(1))
        let stderr =
            (try? String(contentsOf: app.tmux.directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        #expect(!stderr.contains("Fatal error"), "\(stderr)")
        var screen = try app.tmux.screen()
        #expect(screen.contains("Search"), "\(screen)")
        #expect(!screen.contains("SHELL-BACK"), "the app ended:\n\(screen)")

        try app.press("Escape")
        try await Task.sleep(for: Self.settle)
        try app.press("4", "n")
        try await app.waitFor("Register")
        try app.tmux.tmux("send-keys", "-H", "e2", "9d", "a4", "ef", "b8", "8f")
        try app.type("Ann👍🏽")
        try app.press("Left", "BSpace", "Enter")
        try await Task.sleep(for: Self.settle)
        screen = try app.tmux.screen()
        #expect(!screen.contains("SHELL-BACK"), "the app ended:\n\(screen)")
        try app.press("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == "0")
        #expect(exit.restored)
    }
}
