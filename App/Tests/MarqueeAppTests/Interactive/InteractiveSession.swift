import Foundation
import MarqueeInfrastructureTesting

/// The built `marquee` in a tmux pane with its own data directory: the
/// interactive box office as a person sees it.
struct InteractiveSession {
    let tmux: TmuxSession
    let dataDirectory: URL

    /// Starts `marquee` with `arguments` (none: the full screen opens) in a
    /// `columns`×`rows` pane; `launcher` runs it (`setpriv …` to run it as
    /// another user), `binary` is the one to run.
    init(
        _ arguments: [String] = [], environment: [String: String] = [:], columns: Int = 100, rows: Int = 30,
        term: String = "xterm-256color", dataDirectory: URL? = nil, launcher: [String] = [],
        binary: URL = MarqueeProcess.executable
    ) throws {
        let directory =
            dataDirectory
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-interactive-\(UUID().uuidString)")
        self.dataDirectory = directory
        var variables = [
            "MARQUEE_DATA_DIR": directory.path, "TZ": "UTC", "LANG": "C.UTF-8",
            "MARQUEE_SCHEDULE_DAYS": MarqueeProcess.schedulingDays,
        ]
        variables.merge(environment) { _, new in new }
        tmux = try TmuxSession(environment: variables, columns: columns, rows: rows, term: term) { _ in
            launcher + [binary.path] + arguments
        }
    }

    /// Types text as tmux sends it: in one write, which the app reads as
    /// one burst when it arrives together (a field with focus takes it whole).
    func type(_ text: String) throws {
        try tmux.sendKeys(text, literal: true)
    }

    /// Presses keys by tmux's names (`Down`, `Enter`, `Escape`, `Tab`, `C-c`).
    func press(_ keys: String...) throws {
        try tmux.tmux(["send-keys"] + keys)
    }

    @discardableResult
    func waitFor(_ text: String, seconds: Double = 60) async throws -> String {
        try await tmux.waitForScreen(containing: text, seconds: seconds)
    }

    /// Waits until the app has ended and the shell is back; returns its exit
    /// status and whether `stty -g` after equals before.
    func waitForExit() async throws -> (status: String, restored: Bool) {
        let status = try await tmux.waitForFile("status")
        let before = try await tmux.waitForFile("before")
        let after = try await tmux.waitForFile("after")
        return (status, !before.isEmpty && before == after)
    }

    func stop() {
        tmux.stop()
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}
