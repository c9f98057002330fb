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
}
