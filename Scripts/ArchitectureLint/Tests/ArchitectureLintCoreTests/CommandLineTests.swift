import ArchitectureLintCore
import Foundation
import Testing

/// The built `architecture-lint` binary, run as a process: exit statuses,
/// one-line errors, output formats, the baseline and `init`.
@Suite struct CommandLineTests {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The binary SwiftPM built beside the test bundle.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("architecture-lint")

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }

    func fixture(_ name: String) -> String {
        FixtureTests.fixtures.appendingPathComponent(name).path
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func unknownFlagIsAOneLineErrorWithStatus64() throws {
        let result = try run(["lint", "--frobnicate"])
        #expect(result.status == 64)
        #expect(result.errors == "architecture-lint: unknown option '--frobnicate' (usage: architecture-lint help)\n")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try run(["lint", "--root", fixture("clean"), "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func missingPolicyFileIsAOneLineErrorWithStatus2() throws {
        let result = try run(["lint", "--root", fixture("clean"), "--policy", "/nonexistent/policy.json"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("/nonexistent/policy.json: error: bad architecture policy: cannot read the file"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func malformedPolicyJSONIsAnErrorWithStatus2() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let policy = directory.appendingPathComponent("policy.json")
        try "{ \"schemaVersion\": 1, ".write(to: policy, atomically: true, encoding: .utf8)
        let result = try run(["lint", "--root", fixture("clean"), "--policy", policy.path])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("\(policy.path): error:"))
    }

    @Test func sarifAndGithubFormatsReportViolationsWithStatus1() throws {
        let sarif = try run(["lint", "--root", fixture("undeclared-transitive"), "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let github = try run(["lint", "--root", fixture("undeclared-transitive"), "--format", "github"])
        #expect(github.status == 1)
        #expect(github.output.hasPrefix("::error file=App/Sources/MApp/main.swift,line="))
    }

    @Test func writtenBaselineMakesTheNextRunPass() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        let write = try run(["lint", "--root", fixture("undeclared-transitive"), "--write-baseline", baseline])
        #expect(write.status == 0)
        let next = try run(["lint", "--root", fixture("undeclared-transitive"), "--baseline", baseline])
        #expect(next.status == 0)
        #expect(next.output.hasPrefix("architecture-lint: no violations"))
        let stale = try run(["lint", "--root", fixture("clean"), "--baseline", baseline])
        #expect(stale.status == 1)
        #expect(stale.output.contains("[stale-baseline]"))
    }

    @Test func initDraftsAPolicyThatTheWorkspaceThenPasses() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = directory.appendingPathComponent("clean")
        try FileManager.default.copyItem(at: FixtureTests.fixtures.appendingPathComponent("clean"), to: workspace)
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Scripts/architecture.json"))
        let initialize = try run(["init", "--root", workspace.path])
        #expect(initialize.status == 0)
        let again = try run(["init", "--root", workspace.path])
        #expect(again.status == 2)
        let lint = try run(["lint", "--root", workspace.path])
        #expect(lint.status == 0)
        #expect(lint.output.hasPrefix("architecture-lint: no violations"))
    }
}
