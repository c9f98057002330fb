public import Foundation
import MarqueeTerminal
public import MarqueeTerminalModel
public import MarqueePresentation

/// Runs the full-screen box office on the terminal: events from the driver
/// go to Presentation's coordinator, and each frame it draws goes back to
/// the driver, which writes only the cells that changed. The terminal is
/// restored however the app ends (quit, Ctrl-C, a signal, an error).
public enum TerminalApp {
    /// What reaches the loop: a terminal event, or word that an answer arrived.
    private enum Input: Sendable {
        case event(TerminalEvent)
        case changed
    }

    /// Makes a crash end at once with its report in a file, never waiting
    /// for a key over the screen: executes the program again with Swift's
    /// backtracer set up for that (``/MarqueeTerminal/CrashBacktracer``),
    /// unless `SWIFT_BACKTRACE` is set or the build has no backtracer. Call
    /// it first, before anything is opened; it returns when it did nothing.
    public static func prepareForCrashes() {
        CrashBacktracer.prepare()
    }

    /// Opens the full screen (with mouse reporting unless `mouse` is
    /// `false`), runs the app `build` makes until it quits, and restores the terminal.
    ///
    /// - Parameters:
    ///   - mouse: Whether to ask the terminal for mouse reports.
    ///   - crashReports: the directory a crash report is written to (see
    ///     ``AppConfiguration/crashReportsDirectory``).
    ///   - drill: a crash on purpose at the first key, for the crash tests
    ///     (``CrashDrill``); nil in use.
    ///   - build: Makes the app for the terminal's colours.
    /// - Throws: ``/MarqueeTerminal/TerminalError`` when standard input or output is not a
    ///   terminal, or the terminal cannot be written.
    public static func run(
        mouse: Bool = true, crashReports: URL? = nil, drill: CrashDrill? = nil,
        _ build: @escaping @MainActor @Sendable (ColorCapability) -> ScreenApp
    ) async throws {
        try await TerminalSession.run(mouse: mouse, crashReports: crashReports) { session in
            try await loop(session, drill: drill, build: build)
        }
    }

    @MainActor
    private static func loop(
        _ session: TerminalSession, drill: CrashDrill?, build: @MainActor @Sendable (ColorCapability) -> ScreenApp
    ) async throws {
        let app = build(session.capability)
        var size = session.size
        app.handle(.resize(size))
        try session.screen.draw(app.render(columns: size.columns, rows: size.rows))
        let inputs = AsyncStream<Input> { continuation in
            let events = Task {
                for await event in session.events { continuation.yield(.event(event)) }
                continuation.finish()
            }
            let changes = Task {
                for await _ in app.changes { continuation.yield(.changed) }
            }
            continuation.onTermination = { _ in
                events.cancel()
                changes.cancel()
            }
        }
        for await input in inputs {
            if case let .event(event) = input {
                if case .key = event, let drill { drill.crash() }
                if case let .resize(newSize) = event { size = newSize }
                app.handle(event)
                if app.isFinished { return }
            }
            try session.screen.draw(app.render(columns: size.columns, rows: size.rows))
        }
    }
}
