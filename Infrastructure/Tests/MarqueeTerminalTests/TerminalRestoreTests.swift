import Foundation
import Glibc
import MarqueeInfrastructureTesting
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
        // Without bracketed paste (-p), the text arrives as typed, in one
        // write: one burst, its line breaks Enters, its q no key of its own.
        try pane.tmux("set-buffer", "typed q\nline")
        try pane.tmux("paste-buffer")
        try await pane.waitForScreen(containing: "last: burst 12 characters: typed q⏎line")
        try pane.tmux("resize-window", "-x", "100", "-y", "30")
        try await pane.waitForScreen(containing: "last: resize 100x30")
        try pane.tmux("send-keys", "q")
        try await expectRestored(pane, status: "0")
    }

    /// As a person runs it from a shell (no `SWIFT_BACKTRACE`): the demo
    /// starts again once with Swift's backtracer set up
    /// (`CrashBacktracer.prepare()`), so a crash ends at once, never waiting
    /// for a key, and the backtrace is in the report.
    @Test(arguments: [("t", "trap"), ("a", "abort"), ("s", "fault")])
    func aCrashEndsAtOnceRestoresTheTerminalAndLeavesTheBacktraceInTheReport(key: String, kind: String) async throws {
        let pane = try TmuxPane(crashReports: true)
        defer { pane.stop() }
        let pid = try await pane.waitUntilReady()
        let start = ContinuousClock.now
        try pane.tmux("send-keys", key)
        let (status, ended) = try await pane.session.fileWritten("status")
        let seconds = (ended - start) / .seconds(1)
        let before = try await pane.waitForFile("before")
        let after = try await pane.waitForFile("after")
        #expect(Int(status).map { $0 > 128 } == true, "\(kind) ended with \(status)")
        #expect(seconds < 5, "\(kind) took \(seconds) s to end")
        #expect(!before.isEmpty && after == before, "\(kind) left the terminal's settings changed")
        try await pane.waitForScreen(containing: "SHELL-BACK")
        #expect(try !pane.screen().contains("READY"), "\(kind) left the alternate screen on")
        let report = pane.session.directory.appendingPathComponent("crashes/marquee-terminal-demo-crash-\(pid).log")
            .path
        let stderr = try String(contentsOf: pane.session.directory.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(
            stderr.hasPrefix(
                "marquee-terminal-demo: crashed; the terminal was restored. The crash report is in \(report)\n"),
            "\(stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.contains("Program crashed") && text.contains("crashed:"), "\(kind): \(text)")
        #expect(!text.contains("Press space to interact"))
    }
}
