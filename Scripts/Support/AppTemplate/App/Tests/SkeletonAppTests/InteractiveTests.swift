@@include-if terminal
import Foundation
import SkeletonInfrastructureTesting
import Testing

/// The full-screen app in a real terminal (tmux), as a person sees it.
@Suite(.serialized) struct InteractiveTests {
    @Test func theAppOpensOnATerminalAndQuitsOnQ() async throws {
        let app = try SkeletonProcess()
        defer { app.cleanUp() }
        let session = try TmuxSession(
            environment: ["SKELETON_DATA_DIR": app.dataDirectory.path], columns: 90, rows: 24
        ) { _ in [SkeletonProcess.executable.path] }
        defer { session.stop() }

        let screen = try await session.waitForScreen(containing: "? keys")
        #expect(screen.contains("q quit"))

        try session.sendKeys("q")
        let status = try await session.waitForFile("status")
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    /// `skeleton --data-dir D` on a terminal opens the app too; a missing
    /// value is worded by `browse`, an unknown option still by `skeleton`.
    @Test func onlyBrowsesOptionsOpenTheAppToo() async throws {
        let app = try SkeletonProcess()
        defer { app.cleanUp() }
        let opened = try TmuxSession(environment: [:], columns: 90, rows: 24) { _ in
            [SkeletonProcess.executable.path, "--data-dir", app.dataDirectory.path]
        }
        defer { opened.stop() }
        try await opened.waitForScreen(containing: "? keys")
        try opened.sendKeys("q")
        #expect(try await opened.waitForFile("status") == "0")

        for (arguments, line) in [
            (["--data-dir"], "skeleton: Missing value for '--data-dir <directory>'; see 'skeleton browse --help'."),
            (["--bogus"], "skeleton: Unknown option '--bogus'; see 'skeleton --help'."),
        ] {
            let refused = try TmuxSession(environment: [:], columns: 90, rows: 24) { _ in
                [SkeletonProcess.executable.path] + arguments
            }
            defer { refused.stop() }
            #expect(try await refused.waitForFile("status") == "64")
            #expect(try await refused.waitForFile("stderr") == line)
        }
    }
}
