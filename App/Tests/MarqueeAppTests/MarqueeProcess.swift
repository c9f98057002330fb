import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The built `marquee` binary, run as a real process.
struct MarqueeProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary SwiftPM built beside this test bundle, or the one
    /// `MARQUEE_TEST_BINARY` names (`Scripts/Support/test-installed-build` points it
    /// at the release build the README installs).
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["MARQUEE_TEST_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("marquee")
    }()

    /// A fresh, empty data directory for one test.
    let dataDirectory: URL
    /// Variables every run gets besides the data directory (such as `MARQUEE_DATABASE_URL`).
    var environment: [String: String] = [:]
    /// A command `marquee` runs under, such as `setpriv` to run it as
    /// another user; empty: `marquee` itself.
    var launcher: [String] = []
    /// The binary run, ``executable`` unless a test runs a copy of it.
    var binary: URL = MarqueeProcess.executable

    init() throws {
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "marquee-app-\(UUID().uuidString)")
    }

    /// A fresh data directory, and `environment` for every run.
    init(environment: [String: String]) throws {
        try self.init()
        self.environment = environment
    }

    /// Uses `dataDirectory` (created by `marquee` when missing).
    init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
    }

    /// How many days ahead the tests' cinemas let screenings start: a hundred
    /// years, as their screenings start on fixed days up to 2099.
    static let schedulingDays = "36600"

    /// Runs `marquee` with `arguments`, a clean environment and this test's data directory.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> Result {
        try await run(arguments, environment: extra)
    }

    /// Runs `marquee` with `arguments`, a clean environment and this test's data directory.
    /// The process is waited for on a thread of its own (see `offTheTaskThreads`).
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Result {
        let process = ChildProcess()
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": dataDirectory.appendingPathComponent("home").path,
            "MARQUEE_DATA_DIR": dataDirectory.path,
            // The tests' screenings start on fixed days up to 2099; the cinema's
            // limit (a year by default) is the subject of ScheduleLimitsCommandTests.
            "MARQUEE_SCHEDULE_DAYS": Self.schedulingDays,
        ]
        environment.merge(self.environment) { _, new in new }
        environment.merge(extra) { _, new in new }
        // An empty value unsets a variable: how a test runs with a default.
        environment = environment.filter { !$0.value.isEmpty || $0.key != "MARQUEE_SCHEDULE_DAYS" }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        await ProcessSlots.shared.acquire()
        do {
            try process.run()
            let result = try await Self.collect(process, out, err)
            await ProcessSlots.shared.release()
            return result
        } catch {
            await ProcessSlots.shared.release()
            throw error
        }
    }

    /// Reads a started process's output to the end and waits for it to exit,
    /// on a thread of its own.
    static func collect(_ process: ChildProcess, _ out: Pipe, _ err: Pipe) async throws -> Result {
        let output = await process.finish(readingOutput: out, error: err)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}

/// How many `marquee` processes the tests run to the end at once: twice the
/// cores. Waiting for a slot suspends the test, holding no thread. Without a
/// bound every suite started its processes together (dozens of debug builds
/// of every trait at once), and on two cores a PostgreSQL test's connect and
/// migrations, twenty round trips, passed their 20 s deadline.
actor ProcessSlots {
    static let shared = ProcessSlots(limit: max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

    private let limit: Int
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
        free = limit
    }

    /// Runs `body` with every slot taken: no `marquee` process of another
    /// test runs meanwhile. For a test that times the program (a crash's
    /// time to end), not for one that only checks what it does.
    func exclusively<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        for _ in 0..<limit { await acquire() }
        do {
            let result = try await body()
            for _ in 0..<limit { release() }
            return result
        } catch {
            for _ in 0..<limit { release() }
            throw error
        }
    }

    /// Waits for a free slot and takes it.
    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiter first.
    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
