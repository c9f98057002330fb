import Foundation
import Testing

/// The built `skeleton` binary, run as a real process.
struct SkeletonProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary SwiftPM built beside this test bundle, or the one
    /// `SKELETON_TEST_BINARY` names.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["SKELETON_TEST_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("skeleton")
    }()

    /// A fresh, empty data directory for one test.
    let dataDirectory: URL
    /// Variables every run gets besides the data directory (such as `SKELETON_DATABASE_URL`).
    var environment: [String: String] = [:]

    init() throws {
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "skeleton-app-\(UUID().uuidString)")
    }

    /// A fresh data directory, and `environment` for every run.
    init(environment: [String: String]) throws {
        try self.init()
        self.environment = environment
    }

    /// Uses `dataDirectory` (created by `skeleton` when missing).
    init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
    }

    /// Runs `skeleton` with `arguments`, a clean environment and this test's data directory.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> Result {
        try await run(arguments, environment: extra)
    }

    /// Runs `skeleton` with `arguments`, a clean environment and this test's data directory.
    ///
    /// The child is waited for on a thread of its own: Swift Testing runs tests
    /// on one thread per core, and a test blocked reading a child's output
    /// would hold one of them, starving every other test's timers.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": dataDirectory.appendingPathComponent("home").path,
            "SKELETON_DATA_DIR": dataDirectory.path,
        ]
        environment.merge(self.environment) { _, new in new }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let running = Running(process: process, out: out, err: err)
        return await withCheckedContinuation { continuation in
            Thread {
                let (process, out, err) = (running.process, running.out, running.err)
                let stdout = out.fileHandleForReading.readDataToEndOfFile()
                let stderr = err.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: Result(
                        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                        stderr: String(decoding: stderr, as: UTF8.self)))
            }.start()
        }
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}

/// A child and its pipes, handed to the thread that waits for them: `Process`
/// and `Pipe` are `Sendable` in some Foundations and not in others, so
/// neither `nonisolated(unsafe)` (a warning where they are) nor a plain
/// capture (an error where they are not) builds cleanly on both.
private struct Running: @unchecked Sendable {
    let process: Process
    let out: Pipe
    let err: Pipe
}
