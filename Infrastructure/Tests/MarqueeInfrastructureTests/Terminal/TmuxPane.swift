import Foundation
import Glibc
import Testing

/// A detached tmux server with one 80×24 pane running `marquee-terminal-demo`
/// under a real pseudo-terminal, wrapped in a shell that records `stty -g`
/// before and after and the demo's exit status.
struct TmuxPane {
    static let tmux = "/usr/bin/tmux"
    static let demo: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("marquee-terminal-demo")
    }()

    let socket = "marquee-term-\(UUID().uuidString.prefix(8))"
    let directory: URL

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tmux), "tmux is needed: apt-get install -y tmux")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-term-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dir = directory.path
        let script = """
        stty -g > '\(dir)/before'; '\(Self.demo.path)' --pid-file '\(dir)/pid' 2>'\(dir)/stderr'; \
        echo $? > '\(dir)/status'; stty -g > '\(dir)/after'; echo SHELL-BACK; sleep 60
        """
        try tmux("new-session", "-d", "-x", "80", "-y", "24", "sh", "-c", script)
    }

    /// Runs a tmux command against this test's server; its standard output.
    ///
    /// Spawned with posix_spawn and waited for with waitpid rather than with
    /// Foundation's Process, which on Linux notices a child's exit only when
    /// every inheritor of an internal descriptor has closed it — and the
    /// tmux server that `new-session` forks keeps it for its whole life.
    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nor should tmux inherit this process's other descriptors.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 && fcntl(descriptor, F_GETFD) >= 0 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([Self.tmux, "-L", socket, "-f", "/dev/null"] + arguments).map { (text: String) in strdup(text) }
        let environment = ["PATH=/usr/bin:/bin", "TERM=xterm-256color", "HOME=\(directory.path)"].map { (text: String) in strdup(text) }
        defer { (argv + environment).forEach { free($0) } }
        // Test threads block most signals and a spawned process inherits the
        // mask: give tmux (and so the demo) a clean one.
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
        guard spawned == 0 else {
            Issue.record("posix_spawn tmux failed: \(spawned)")
            return ""
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// The pane's visible text.
    func screen() throws -> String {
        try tmux("capture-pane", "-p")
    }

    /// Waits (up to 15 s) until the pane shows `text`.
    func waitForScreen(containing text: String) async throws {
        for _ in 0..<300 {
            if try screen().contains(text) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("the pane never showed \"\(text)\"; it shows:\n\(try screen())")
    }

    /// Waits (up to 15 s) for a file the wrapper writes; its trimmed contents.
    func waitForFile(_ name: String) async throws -> String {
        let url = directory.appendingPathComponent(name)
        for _ in 0..<300 {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\(name) was never written; the pane shows:\n\(try screen())")
        return ""
    }

    /// Waits until the demo is drawing, and returns its pid.
    func waitUntilReady() async throws -> Int32 {
        try await waitForScreen(containing: "READY")
        return try #require(Int32(try await waitForFile("pid")))
    }

    func stop() {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }
}
