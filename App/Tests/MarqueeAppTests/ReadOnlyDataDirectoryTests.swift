import Foundation
import Glibc
import MarqueeInfrastructureTesting
import Testing

/// A data directory its user may read but not write (`chmod 500`): every
/// read works, every write is refused in one line naming the file. Issue 36
/// found `program`, `users list` and `orders list` exiting 1 ("cannot be
/// written") there: SQLite could not create its `-shm` beside the file.
/// Root writes anywhere, so as root the commands run as `nobody` (setpriv),
/// the directory theirs. Failed against the binary built before the fix.
/// The full-screen app, through tmux, says "read-only" in its tab bar.
@Suite struct ReadOnlyDataDirectoryTests {
    @Test func readsWorkAndWritesAreRefusedInOneLine() async throws {
        // In /tmp, which every user may pass through, with a copy of the
        // binary there: the build folder may sit where nobody cannot reach.
        let folder = URL(fileURLWithPath: "/tmp/marquee-read-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        chmod(folder.path, 0o755)
        var marquee = MarqueeProcess(dataDirectory: folder.appendingPathComponent("data"))
        defer {
            chmod(marquee.dataDirectory.path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        let loaded = try await marquee.run("sample", "load", "--seed", "1979")
        #expect(loaded.status == 0, "\(loaded.stderr)")
        if geteuid() == 0 {
            let copy = folder.appendingPathComponent("marquee")
            try FileManager.default.copyItem(at: MarqueeProcess.executable, to: copy)
            chmod(copy.path, 0o755)
            marquee.binary = copy
            let owner = try await marquee.runTool("/bin/chown", "-R", "nobody:nogroup", marquee.dataDirectory.path)
            #expect(owner == 0)
            marquee.launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            marquee.environment["HOME"] = "/tmp"
        }
        #expect(chmod(marquee.dataDirectory.path, 0o500) == 0)

        for command in [
            ["program"], ["users", "list"], ["orders", "list", "--user", "Ripley"], ["program", "--json"],
        ] {
            let read = try await marquee.run(command)
            #expect(read.status == 0, "marquee \(command.joined(separator: " ")): \(read.stderr)")
            #expect(!read.stdout.isEmpty, "marquee \(command.joined(separator: " ")) printed nothing")
        }
        let write = try await marquee.run("users", "register", "Newt")
        #expect(write.status == 1)
        let lines = write.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(write.stderr)")
        #expect(
            write.stderr.contains("\(marquee.dataDirectory.path)/marquee.sqlite cannot be written"), "\(write.stderr)")
        let after = try await marquee.run("users", "list")
        #expect(!after.stdout.contains("Newt"))

        // The full-screen app reads it all and says it is read-only in its
        // tab bar (Users stayed "Loading users…" under an error before).
        let session = try InteractiveSession(
            environment: marquee.environment, dataDirectory: marquee.dataDirectory, launcher: marquee.launcher,
            binary: marquee.binary)
        defer { session.tmux.stop() }
        let movies = try await session.waitFor("read-only")
        #expect(movies.split(separator: "\n").first?.hasSuffix("read-only  F1 keys") == true, "\(movies)")
        try session.press("Escape")
        // The field let go (an Esc and a 4 sent at once would read as Alt-4).
        try await session.waitFor("read-only  ? keys")
        try session.press("4")
        let users = try await session.waitFor("Ripley")
        #expect(!users.contains("Loading"), "\(users)")
        try session.press("n")
        try session.type("Newt")
        try session.press("Enter")
        try await session.waitFor("marquee.sqlite cannot be written")
        try session.press("Escape")
        try await session.waitFor("read-only  ? keys")
        try session.press("q")
        #expect(try await session.waitForExit().status == "0")
    }
}

extension MarqueeProcess {
    /// Runs a system tool (not `marquee`) to its end, waited for off the
    /// task threads as `marquee` is; its exit status.
    func runTool(_ path: String, _ arguments: String...) async throws -> Int32 {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return try await Self.collect(process, out, err).status
    }
}
