public import Foundation
import Glibc

/// A program running in a detached tmux session of a fixed size, for tests
/// that look at a full-screen terminal app the way a person does: keys in
/// with ``sendKeys(_:)``, the screen out with ``screen()``.
///
/// The program runs under `sh` between two `stty -g` snapshots of the pane's
/// terminal (files `before` and `after`) and leaves its exit status in
/// `status`, so a test can check the terminal was restored exactly. tmux is
/// started with `posix_spawn` and a clean signal mask: Foundation's `Process`
/// never reports a child that leaves tmux's server behind, and test threads
/// block signals that the app must receive.
public struct TmuxSession: Sendable {
    /// Why a session could not be used.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the screen at the time when there is one.
        public let description: String
    }

    /// Where tmux is installed (Debian's `tmux` package).
    public static let tmux = "/usr/bin/tmux"

    /// The session's own server socket name, so sessions never meet.
    public let socket = "marquee-tmux-\(UUID().uuidString.prefix(8))"
    /// A private directory for the snapshots, the status and the program's files.
    public let directory: URL

    /// Starts a program in a `columns`×`rows` pane.
    ///
    /// - Parameters:
    ///   - environment: Extra variables for the program (besides PATH, HOME and TERM).
    ///   - term: The pane's `TERM`.
    ///   - command: The executable and its arguments, given the session's
    ///     ``directory`` (for files the program should write there).
    /// - Throws: ``Failure`` when tmux is missing or cannot start.
    public init(
        environment: [String: String] = [:], columns: Int = 80, rows: Int = 24, term: String = "xterm-256color",
        command: (URL) -> [String]
    ) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.tmux) else {
            throw Failure(description: "tmux is needed for this test: apt-get install -y tmux")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dir = directory.path
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let program = (["env"] + variables + command(directory).map(Self.quoted)).joined(separator: " ")
        let script = """
            stty -g > '\(dir)/before'; \(program) 2>'\(dir)/stderr'; \
            echo $? > '\(dir)/status'; stty -g > '\(dir)/after'; echo SHELL-BACK; sleep 60
            """
        try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), "sh", "-c", script], term: term)
    }

    /// Runs any other tmux command on this session's server, such as
    /// `set-buffer` and `paste-buffer -p` for a bracketed paste; returns its output.
    @discardableResult
    public func tmux(_ arguments: String...) throws -> String {
        try run(arguments)
    }

    /// ``tmux(_:)`` with the arguments as an array.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        try run(arguments)
    }

    /// Sends keys as tmux names them (`"Enter"`, `"Down"`, `"C-c"`, `"Escape"`),
    /// or literal text with `literal: true`.
    public func sendKeys(_ keys: String..., literal: Bool = false) throws {
        try run(["send-keys"] + (literal ? ["-l"] : []) + keys)
    }

    /// What the pane shows now, one line per row.
    public func screen() throws -> String {
        try run(["capture-pane", "-p"])
    }

    /// Where the pane's cursor is (zero-based) and whether the program shows it.
    public func cursor() throws -> (column: Int, row: Int, visible: Bool) {
        let fields = try run(["display-message", "-p", "#{cursor_x} #{cursor_y} #{cursor_flag}"])
            .split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        guard fields.count == 3 else { throw Failure(description: "tmux gave no cursor: \(fields)") }
        return (fields[0], fields[1], fields[2] == 1)
    }

    /// Resizes the pane's window, as a person dragging the window's edge.
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// Waits (up to `seconds`) until the screen shows `text`; returns the screen.
    ///
    /// - Throws: ``Failure`` with the last screen when it never does.
    @discardableResult
    public func waitForScreen(containing text: String, seconds: Double = 30) async throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var shown = ""
        while ContinuousClock.now < deadline {
            shown = try screen()
            if shown.contains(text) { return shown }
            try await Task.sleep(for: .milliseconds(40))
        }
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        let panes = (try? tmux("list-panes", "-F", "#{pane_pid} #{pane_current_command} #{pane_dead}")) ?? ""
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().joined(separator: " ")) ?? ""
        throw Failure(
            description:
                "the pane never showed \"\(text)\"; it shows:\n\(shown)\nstandard error: \(stderr)\npanes: \(panes)files: \(files)"
        )
    }

    /// Waits until the file `name` in ``directory`` is written (ends in a newline); returns it trimmed.
    public func waitForFile(_ name: String, seconds: Double = 15) async throws -> String {
        let url = directory.appendingPathComponent(name)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            try await Task.sleep(for: .milliseconds(40))
        }
        throw Failure(description: "\(name) was never written; the pane shows:\n\((try? screen()) ?? "")")
    }

    /// Ends the session and removes its directory.
    public func stop() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @discardableResult
    private func run(_ arguments: [String], term: String = "xterm-256color") throws -> String {
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 && fcntl(descriptor, F_GETFD) >= 0 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([Self.tmux, "-L", socket, "-f", "/dev/null"] + arguments).map { (text: String) in strdup(text) }
        let environment = ["PATH=/usr/bin:/bin", "TERM=\(term)", "HOME=\(directory.path)"].map { (text: String) in
            strdup(text)
        }
        defer { (argv + environment).forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, Self.tmux, &actions, &attributes, argv + [nil], environment + [nil])
        guard spawned == 0 else { throw Failure(description: "posix_spawn tmux failed: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
