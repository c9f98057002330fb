import Foundation
import Glibc
import Testing

/// Runs `marquee-terminal-demo` under a real pseudo-terminal (tmux) and
/// checks that every way out leaves the terminal exactly as it was:
/// `stty -g` after equals `stty -g` before, and the normal screen is back.
@Suite(.serialized) struct TerminalRestoreTests {
    private func expectRestored(_ pane: TmuxPane, status expected: String) async throws {
        let status = try await pane.waitForFile("status")
        let before = try await pane.waitForFile("before")
        let after = try await pane.waitForFile("after")
        #expect(status == expected)
        #expect(!before.isEmpty)
        #expect(after == before)
        try await pane.waitForScreen(containing: "SHELL-BACK")
        #expect(try !pane.screen().contains("READY"), "the alternate screen was left")
    }

    @Test func quitKeyRestoresTheTerminal() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        _ = try await pane.waitUntilReady()
        try pane.tmux("send-keys", "q")
        try await expectRestored(pane, status: "0")
    }

    @Test func ctrlCIsAKeyThatTheDemoUsesToQuit() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        _ = try await pane.waitUntilReady()
        try pane.tmux("send-keys", "C-c")
        try await expectRestored(pane, status: "0")
    }

    @Test func sigtermRestoresTheTerminalAndEndsByTheSignal() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        let pid = try await pane.waitUntilReady()
        kill(pid, SIGTERM)
        try await expectRestored(pane, status: "\(128 + SIGTERM)")
    }

    @Test func sighupRestoresTheTerminalAndEndsByTheSignal() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        let pid = try await pane.waitUntilReady()
        kill(pid, SIGHUP)
        try await expectRestored(pane, status: "\(128 + SIGHUP)")
    }

    @Test func anErrorThrownInsideTheSessionRestoresTheTerminal() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        _ = try await pane.waitUntilReady()
        try pane.tmux("send-keys", "e")
        try await expectRestored(pane, status: "3")
    }

    @Test func keysPastesAndResizesArriveThroughThePty() async throws {
        let pane = try TmuxPane()
        defer { pane.stop() }
        _ = try await pane.waitUntilReady()
        try pane.tmux("send-keys", "Up")
        try await pane.waitForScreen(containing: "last: key up")
        try pane.tmux("send-keys", "Escape")
        try await pane.waitForScreen(containing: "last: key escape")
        try pane.tmux("send-keys", "千")
        try await pane.waitForScreen(containing: "last: key 千")
        try pane.tmux("set-buffer", "pasted q text")
        try pane.tmux("paste-buffer", "-p")
        try await pane.waitForScreen(containing: "last: paste 13 characters: pasted q text")
        try pane.tmux("resize-window", "-x", "100", "-y", "30")
        try await pane.waitForScreen(containing: "last: resize 100x30")
        try pane.tmux("send-keys", "q")
        try await expectRestored(pane, status: "0")
    }
}
