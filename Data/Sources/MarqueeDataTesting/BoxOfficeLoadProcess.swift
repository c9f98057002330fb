public import Foundation
public import MarqueeInfrastructureTesting

/// The `box-office-load` tool SwiftPM built beside this test bundle, run as a
/// real process against one database file.
public struct BoxOfficeLoadProcess {
    /// What one run printed and how it ended.
    public struct Outcome {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        /// The `key=value` pairs of the last line printed.
        public var fields: [String: String] {
            let line = stdout.split(separator: "\n").last ?? ""
            return Dictionary(
                line.split(separator: " ").compactMap { pair in
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
                }, uniquingKeysWith: { _, last in last })
        }

        /// The integer field `key`, or -1.
        public func count(_ key: String) -> Int { fields[key].flatMap { Int($0) } ?? -1 }
    }

    public static let executable: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("box-office-load")
    }()

    public let process = ChildProcess()
    private let out = Pipe()
    private let err = Pipe()

    /// Starts `box-office-load DATABASE arguments…`.
    public init(database: URL, _ arguments: [String]) throws {
        process.executableURL = Self.executable
        process.arguments = [database.path] + arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    /// Starts `box-office-load postgres arguments…` against the PostgreSQL
    /// database `databaseURL` names, given in `MARQUEE_DATABASE_URL` so the
    /// password is not on a command line.
    public init(databaseURL: String, _ arguments: [String]) throws {
        process.executableURL = Self.executable
        process.arguments = ["postgres"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MARQUEE_DATABASE_URL": databaseURL]) {
            _, new in new
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    /// Waits for the process to end, holding no task thread meanwhile
    /// (a loader under ThreadSanitizer runs for tens of seconds).
    public func finish() async -> Outcome {
        let output = await process.finish(readingOutput: out, error: err)
        return Outcome(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// Runs `box-office-load DATABASE arguments…` to the end.
    public static func run(database: URL, _ arguments: String...) async throws -> Outcome {
        try await BoxOfficeLoadProcess(database: database, arguments).finish()
    }
}

extension BoxOfficeLoadProcess {
    /// Runs `box-office-load postgres arguments…` to the end.
    public static func run(databaseURL: String, _ arguments: String...) async throws -> Outcome {
        try await BoxOfficeLoadProcess(databaseURL: databaseURL, arguments).finish()
    }
}
