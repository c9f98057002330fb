import Foundation
import Glibc
import MarqueeInfrastructureTesting
import Testing

/// The tests' `posix_spawn` child process: what `Process` gave them, and
/// nothing of the test process leaking into the child.
@Suite struct ChildProcessTests {
    private func shell(_ script: String) -> ChildProcess {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", script]
        return child
    }

    @Test func outputErrorAndExitStatusComeBackThroughPipes() throws {
        let child = shell("echo out; echo err >&2; exit 3")
        let out = Pipe(), err = Pipe()
        child.standardOutput = out
        child.standardError = err
        try child.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(stdout == "out\n")
        #expect(stderr == "err\n")
        #expect(child.terminationStatus == 3)
        #expect(child.terminationReason == .exit)
        #expect(!child.isRunning)
    }

    @Test func theEnvironmentIsExactlyTheOneGivenAndStandardInputIsAPipe() throws {
        let child = shell("read line; echo \"$line:$ONLY:${HOME-unset}\"")
        child.environment = ["ONLY": "this", "PATH": "/usr/bin:/bin"]
        let input = Pipe(), out = Pipe()
        child.standardInput = input
        child.standardOutput = out
        try child.run()
        input.fileHandleForWriting.write(Data("typed\n".utf8))
        try input.fileHandleForWriting.close()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(stdout == "typed:this:unset\n")
    }

    @Test func itRunsInTheDirectoryGiven() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("child-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let child = shell("pwd")
        child.currentDirectoryURL = directory
        let out = Pipe()
        child.standardOutput = out
        try child.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(stdout == directory.resolvingSymlinksInPath().path + "\n")
    }

    @Test func aDescriptorOfTheTestProcessIsNotInheritedEvenWithoutCloseOnExec() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)  // no O_CLOEXEC: Process listed /proc/self/fd to close such ones
        defer { close(ends[0]); close(ends[1]) }
        let child = shell("ls /proc/self/fd")
        let out = Pipe()
        child.standardOutput = out
        try child.run()
        let listed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").compactMap { Int32($0) }
        child.waitUntilExit()
        #expect(!listed.contains(ends[0]) && !listed.contains(ends[1]), "the child has \(listed)")
        // 0, 1 and 2, and the descriptor ls opens to list the folder.
        #expect(listed.count <= 4, "the child has \(listed)")
    }

    @Test func aSignalEndsItAsAnUncaughtSignalAndIsRunningSeesItWhileAnotherThreadWaits() async throws {
        let child = shell("exec sleep 30")
        child.standardOutput = nil
        try child.run()
        #expect(child.isRunning)
        let waiter = Thread { child.waitUntilExit() }
        waiter.start()
        child.terminate()
        while child.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGTERM)
    }

    @Test func aProgramThatIsNotThereIsAnErrorNamingIt() {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect {
            try child.run()
        } throws: { error in
            "\(error)" == "cannot start /nonexistent/program: No such file or directory"
        }
    }

    /// Foundation's `Process.run()` read past the end of `/proc/self/fd`'s
    /// entries and crashed about one App test run in five; this spawns as
    /// many children as an App run does, with many descriptors open.
    @Test func manyChildrenStartWhileManyDescriptorsAreOpen() async throws {
        var open: [Int32] = []
        for _ in 0..<200 { open.append(Glibc.open("/dev/null", O_RDONLY)) }
        defer { open.forEach { close($0) } }
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for round in 0..<400 {
                group.addTask {
                    let child = ChildProcess()
                    child.executableURL = URL(fileURLWithPath: "/bin/sh")
                    child.arguments = ["-c", "exit \(round % 7)"]
                    try child.run()
                    child.waitUntilExit()
                    #expect(child.terminationStatus == Int32(round % 7))
                    return child.terminationStatus
                }
            }
            var ended = 0
            for try await _ in group { ended += 1 }
            #expect(ended == 400)
        }
    }

    /// Waiting for children holds no task thread: with more children
    /// waited for than the process has task threads (one per core), another
    /// task still runs meanwhile. When the waits blocked their task threads,
    /// PostgresNIO's pool (a task) handed out no connection for as long as a
    /// loader ran, and every PostgreSQL test of the run failed (issue 34).
    @Test(.timeLimit(.minutes(1))) func waitingForChildrenLeavesTheTaskThreadsFree() async throws {
        let waits = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
        // Children that outlive the test unless it ends them: a task that runs
        // only once they exit would find them gone, however slow the machine.
        let children = try (0..<waits).map { _ in
            let child = shell("sleep 30")
            try child.run()
            return child
        }
        async let ended: [Int32] = withTaskGroup(of: Int32.self) { group in
            for child in children { group.addTask { await child.finish().status } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // Let the waits take their threads first, then see whether a task still runs.
        try await Task.sleep(for: .milliseconds(200))
        let stillRunning = await Task.detached { children.filter(\.isRunning).count }.value
        #expect(stillRunning == waits, "a task ran only once \(waits - stillRunning) of the children had ended")
        for child in children { child.terminate() }
        #expect(await ended == Array(repeating: SIGTERM, count: waits))
    }

    /// Both pipes are drained at once: a child that writes more than a
    /// pipe holds (64 KiB) to standard error before it writes its output
    /// would wait for good if standard output were read to the end first.
    @Test(.timeLimit(.minutes(1))) func finishReadsBothPipesWhateverOrderTheyFillIn() async throws {
        let child = shell("head -c 300000 /dev/zero | tr '\\0' e >&2; echo done")
        let out = Pipe(), err = Pipe()
        child.standardOutput = out
        child.standardError = err
        try child.run()
        let output = await child.finish(readingOutput: out, error: err)
        #expect(output.status == 0)
        #expect(output.stdout == "done\n")
        #expect(output.stderr.utf8.count == 300_000)
        #expect(output.stderr.allSatisfy { $0 == "e" })
    }
}
