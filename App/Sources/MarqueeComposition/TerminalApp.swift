public import Foundation
import MarqueeTerminal
public import MarqueeTerminalModel
public import MarqueePresentation

/// Runs the full-screen box office on the terminal with the kit's loop
/// (`TerminalSession.run(_:willHandle:)`): events from the driver go to
/// Presentation's coordinator, and each frame it draws goes back to the
/// driver, which writes only the cells that changed. The terminal is
/// restored however the app ends (quit, Ctrl-C, a signal, an error).
public enum TerminalApp {
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
            try await show(build, on: session, drill: drill)
        }
    }

    /// Runs the app `build` makes on `session` with the kit's loop; a drill
    /// crashes at the first key.
    @MainActor
    private static func show(
        _ build: @MainActor @Sendable (ColorCapability) -> ScreenApp, on session: TerminalSession, drill: CrashDrill?
    ) async throws {
        let willHandle: (@MainActor (TerminalEvent) -> Void)? =
            if let drill { { event in if case .key = event { drill.crash() } } } else { nil }
        try await session.run(build(session.capability), willHandle: willHandle)
    }
}
