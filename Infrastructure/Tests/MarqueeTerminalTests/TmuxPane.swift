import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee-terminal-demo` in an 80×24 tmux pane (see ``TmuxSession``); the
/// demo prints READY and writes its pid when its terminal session is open.
struct TmuxPane {
    static let demo: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("marquee-terminal-demo")
    }()

    let session: TmuxSession

    /// The demo in a pane; with `crashReports`, its crash report goes to
    /// `crashes/` in the session's directory.
    init(environment: [String: String] = [:], crashReports: Bool = false) throws {
        session = try TmuxSession(environment: environment) { directory in
            [Self.demo.path, "--pid-file", directory.appendingPathComponent("pid").path]
                + (crashReports ? ["--crash-reports", directory.appendingPathComponent("crashes").path] : [])
        }
    }

    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        try session.tmux(arguments)
    }

    func screen() throws -> String { try session.screen() }

    func waitForScreen(containing text: String) async throws { try await session.waitForScreen(containing: text) }

    func waitForFile(_ name: String) async throws -> String { try await session.waitForFile(name) }

    func waitUntilReady() async throws -> Int32 {
        try await waitForScreen(containing: "READY")
        return try #require(Int32(try await waitForFile("pid")))
    }

    func stop() { session.stop() }
}
