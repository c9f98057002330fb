import Foundation
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

    /// Runs `marquee` with `arguments`, a clean environment and this test's data directory.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) throws -> Result {
        try run(arguments, environment: extra)
    }

    /// Runs `marquee` with `arguments`, a clean environment and this test's data directory.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": dataDirectory.appendingPathComponent("home").path,
            "MARQUEE_DATA_DIR": dataDirectory.path,
        ]
        environment.merge(self.environment) { _, new in new }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.runOneAtATime()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}
