import Foundation
import Glibc
import MarqueeInfrastructureTesting
import Testing

/// A crash in the full-screen app as a person who runs it from a shell sees
/// it (no `SWIFT_BACKTRACE` set): it ends within 5 seconds by its signal,
/// the terminal is as it was, one line on standard error names the report,
/// and the report — in the data directory's `crashes/`, mode 0600 — holds
/// the backtrace. The traps come from the debug build's crash drill
/// (`MARQUEE_DEBUG_CRASH`), the signals from `kill`; against the installed
/// build (`MARQUEE_TEST_BINARY`, no drill, no Swift backtracer) the signals
/// check the frames the crash handler writes itself.
@Suite(.serialized) struct InteractiveCrashTests {
    /// A way to crash, and what the report then says.
    enum Crash: String, CustomTestStringConvertible {
        case trapOnTheMainActor, trapOnAnotherThread, segmentationFault, abort

        var testDescription: String { rawValue }

        var drill: String? {
            switch self {
            case .trapOnTheMainActor: "trap"
            case .trapOnAnotherThread: "trap-on-thread"
            case .segmentationFault, .abort: nil
            }
        }

        /// The statuses a shell may see: a Swift trap is SIGILL on x86_64, SIGTRAP on arm64.
        var statuses: [String] {
            switch self {
            case .trapOnTheMainActor, .trapOnAnotherThread: [128 + SIGILL, 128 + SIGTRAP].map(String.init)
            case .segmentationFault: [String(128 + SIGSEGV)]
            case .abort: [String(128 + SIGABRT)]
            }
        }

        /// Lines the report must hold, each given as the words of Swift's
        /// backtracer or of the crash handler's own frames (either will do).
        var reportSays: [[String]] {
            switch self {
            case .trapOnTheMainActor:
                [
                    ["Fatal error: crash drill (MARQUEE_DEBUG_CRASH) on the main actor"],
                    ["*** Program crashed: Illegal instruction", "*** Program crashed: System trap"],
                    ["CrashDrill.crash()"],
                ]
            case .trapOnAnotherThread:
                [
                    ["Fatal error: crash drill (MARQUEE_DEBUG_CRASH) on a thread of its own"],
                    ["*** Program crashed: Illegal instruction", "*** Program crashed: System trap"],
                    ["CrashDrill.crash()"],
                ]
            case .segmentationFault: [["*** Program crashed: Bad pointer dereference", "*** Program crashed: SIGSEGV"]]
            case .abort: [["*** Program crashed: Aborted", "*** Program crashed: SIGABRT"]]
            }
        }
    }

    /// The drill is compiled into debug builds only: the one built beside
    /// the tests, not the installed build `MARQUEE_TEST_BINARY` names.
    static let drillIsBuiltIn = ProcessInfo.processInfo.environment["MARQUEE_TEST_BINARY"].map(\.isEmpty) ?? true

    /// What a crash left.
    struct Ending {
        let status: String
        /// From the crash to the shell's next line, as the pane's poller saw it.
        let seconds: Double
        let stderr: String
        let restored: Bool
        let report: String
    }

    /// Starts the app, crashes it, and returns what it left.
    private func crash(_ crash: Crash, in app: InteractiveSession) async throws -> Ending {
        try await app.waitFor("1 Movies")
        let pid = try #require(try app.tmux.programID(), "no marquee in the pane")
        let start = ContinuousClock.now
        switch crash {
        case .trapOnTheMainActor, .trapOnAnotherThread: try app.type("x")
        case .segmentationFault: kill(pid, SIGSEGV)
        case .abort: kill(pid, SIGABRT)
        }
        let ended = try await app.tmux.fileWritten("status")
        let (status, restored) = try await app.waitForExit()
        let stderr = try String(contentsOf: app.tmux.directory.appendingPathComponent("stderr"), encoding: .utf8)
        let report = app.dataDirectory.appendingPathComponent("crashes/marquee-crash-\(pid).log").path
        return Ending(
            status: status, seconds: (ended.at - start) / .seconds(1), stderr: stderr, restored: restored,
            report: report)
    }

    /// Everything a crash of `kind` must leave.
    private func expectEndedWell(_ kind: Crash, _ ended: Ending, in app: InteractiveSession) async throws {
        #expect(kind.statuses.contains(ended.status), "ended with \(ended.status)")
        #expect(ended.seconds < 5, "took \(ended.seconds) s to end")
        #expect(ended.restored, "the terminal's settings changed")
        // marquee's one line; the pane's shell may add the signal's name after it.
        let lines = ended.stderr.split(separator: "\n")
        #expect(
            lines.first == "marquee: crashed; the terminal was restored. The crash report is in \(ended.report)",
            "standard error: \(ended.stderr)")
        #expect(lines.count <= 2 && !ended.stderr.contains("Program crashed") && !ended.stderr.contains("Fatal error"))
        let attributes = try FileManager.default.attributesOfItem(atPath: ended.report)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOfFile: ended.report, encoding: .utf8)
        for alternatives in kind.reportSays {
            #expect(alternatives.contains(where: text.contains), "the report lacks \(alternatives):\n\(text)")
        }
        #expect(!text.contains("Press space to interact"))
        let screen = try await app.waitFor("SHELL-BACK")
        #expect(!screen.contains("Press space") && !screen.contains("Program crashed"), "\(screen)")
    }

    @Test(
        .enabled(if: drillIsBuiltIn, "the crash drill is in debug builds only"),
        arguments: [Crash.trapOnTheMainActor, .trapOnAnotherThread])
    func aTrapEndsWithinFiveSecondsWithTheTerminalRestoredAndTheBacktraceInTheReport(_ kind: Crash) async throws {
        // Timed: no other test's marquee runs meanwhile (in a debug build with
        // every trait, Swift's backtracer alone takes 3 s of CPU at rest).
        try await ProcessSlots.shared.exclusively {
            let app = try InteractiveSession(environment: kind.drill.map { ["MARQUEE_DEBUG_CRASH": $0] } ?? [:])
            defer { app.stop() }
            try await expectEndedWell(kind, try await crash(kind, in: app), in: app)
        }
    }

    @Test(arguments: [Crash.segmentationFault, .abort])
    func aFaultOrAnAbortEndsWithinFiveSecondsWithTheTerminalRestoredAndTheBacktraceInTheReport(
        _ kind: Crash
    ) async throws {
        try await ProcessSlots.shared.exclusively {
            let app = try InteractiveSession()
            defer { app.stop() }
            try await expectEndedWell(kind, try await crash(kind, in: app), in: app)
        }
    }

    /// With Swift's backtracer off (`SWIFT_BACKTRACE=enable=no`, the user's
    /// choice; as in the installed build, which finds no backtracer), the
    /// crash handler writes the crashing thread's frames itself.
    @Test(.enabled(if: drillIsBuiltIn, "the crash drill is in debug builds only"))
    func withoutSwiftsBacktracerTheReportStillHoldsTheFrames() async throws {
        let app = try InteractiveSession(environment: ["MARQUEE_DEBUG_CRASH": "trap", "SWIFT_BACKTRACE": "enable=no"])
        defer { app.stop() }
        let ended = try await crash(.trapOnTheMainActor, in: app)
        #expect(Crash.trapOnTheMainActor.statuses.contains(ended.status))
        #expect(ended.seconds < 5, "took \(ended.seconds) s to end")
        #expect(ended.restored)
        let text = try String(contentsOfFile: ended.report, encoding: .utf8)
        #expect(text.contains("Fatal error: crash drill (MARQUEE_DEBUG_CRASH) on the main actor"), "\(text)")
        #expect(text.contains("no Swift backtracer ran"), "\(text)")
        // glibc's frames: "binary(symbol+0x…)[0x…]", one per line, the app's among them.
        #expect(text.split(separator: "\n").filter { $0.contains("/marquee(") }.count >= 3, "\(text)")
    }

    @Test func aSessionThatEndsWithoutACrashLeavesNoReport() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("1 Movies")
        try app.press("C-c")
        let (status, restored) = try await app.waitForExit()
        #expect(status == "0" && restored)
        let crashes = app.dataDirectory.appendingPathComponent("crashes").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: crashes).isEmpty)
    }
}
