public import Foundation
import Glibc
import Synchronization

/// A program running in a detached tmux session of a fixed size, for tests
/// that look at a full-screen terminal app the way a person does: keys in
/// with ``sendKeys(_:)``, the screen out with ``screen()``.
///
/// The program runs under `sh` between two `stty -g` snapshots of the pane's
/// terminal (files `before` and `after`) and leaves its exit status in
/// `status`, so a test can check the terminal was restored exactly. tmux is
/// started as a ``ChildProcess`` (`posix_spawn`, a clean signal mask: test
/// threads block signals that the app must receive), its output in a file.
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

    /// The process id of the program the pane runs (the pane's shell's
    /// child), or nil when none runs.
    public func programID() throws -> Int32? {
        let shell = try run(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Resizes the pane's window, as a person dragging the window's edge.
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// Waits (up to `seconds`) until the screen shows `text`; returns the screen.
    ///
    /// The pane is polled on a thread of its own, not in a task, so the
    /// deadline measures the program, not how busy the test process's
    /// threads are (`poll(seconds:_:)` says why).
    ///
    /// - Throws: ``Failure`` with the last screen when it never does.
    @discardableResult
    public func waitForScreen(containing text: String, seconds: Double = 30) async throws -> String {
        let last = Mutex("")
        let found = try await Self.poll(seconds: seconds) { () throws -> String? in
            let shown = try screen()
            last.withLock { $0 = shown }
            return shown.contains(text) ? shown : nil
        }
        if let (screen, _) = found { return screen }
        let shown = last.withLock { $0 }
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        let panes = (try? tmux("list-panes", "-F", "#{pane_pid} #{pane_current_command} #{pane_dead}")) ?? ""
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().joined(separator: " ")) ?? ""
        throw Failure(
            description:
                "the pane never showed \"\(text)\" in \(seconds) s; it shows:\n\(shown)\nstandard error: \(stderr)\npanes: \(panes)files: \(files)"
        )
    }

    /// Waits until the file `name` in ``directory`` is written (ends in a newline); returns it trimmed.
    public func waitForFile(_ name: String, seconds: Double = 15) async throws -> String {
        try await fileWritten(name, seconds: seconds).contents
    }

    /// Waits until the file `name` in ``directory`` is written (ends in a
    /// newline); returns it trimmed, and when it was first seen written.
    public func fileWritten(
        _ name: String, seconds: Double = 15
    ) async throws -> (contents: String, at: ContinuousClock.Instant) {
        let url = directory.appendingPathComponent(name)
        let found = try await Self.poll(seconds: seconds) { () -> String? in
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") else { return nil }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let (contents, at) = found else {
            throw Failure(
                description: "\(name) was never written in \(seconds) s; the pane shows:\n\((try? screen()) ?? "")")
        }
        return (contents, at)
    }

    /// Runs `check` every 40 ms, for up to `seconds`, on a thread of its own;
    /// returns its first answer and when it came, or nil at the deadline.
    ///
    /// Not in a task: a test process's tasks share a pool of one thread per
    /// core, and the tests that run `marquee` synchronously hold those
    /// threads for seconds each. A loop of `Task.sleep` there was not resumed
    /// for up to 140 s under load, passed its deadline unscheduled, and
    /// reported the blank screen it saw at the start (the app had drawn in
    /// under a second). A thread keeps the deadline honest; the test only
    /// resumes late.
    static func poll<Value: Sendable>(
        seconds: Double, _ check: @escaping @Sendable () throws -> Value?
    ) async throws -> (Value, ContinuousClock.Instant)? {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
                do {
                    while true {
                        if let value = try check() {
                            return continuation.resume(returning: (value, ContinuousClock.now))
                        }
                        if ContinuousClock.now >= deadline { return continuation.resume(returning: nil) }
                        usleep(40_000)
                    }
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.name = "tmux-wait"
            thread.start()
        }
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
        // Output to a file, not a pipe: a server tmux leaves behind would hold a pipe open.
        guard FileManager.default.createFile(atPath: outputPath, contents: nil, attributes: [.posixPermissions: 0o600]),
            let output = FileHandle(forWritingAtPath: outputPath)
        else { throw Failure(description: "cannot create \(outputPath)") }
        defer { try? output.close() }
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: Self.tmux)
        child.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        child.environment = ["PATH": "/usr/bin:/bin", "TERM": term, "HOME": directory.path]
        child.standardInput = nil
        child.standardOutput = output
        child.standardError = nil
        do { try child.run() } catch { throw Failure(description: "tmux did not start: \(error)") }
        child.waitUntilExit()
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
