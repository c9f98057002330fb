@@include-if terminal
import SkeletonTerminal
public import SkeletonTerminalModel
public import SkeletonPresentation

/// Runs the full-screen app on the terminal with Marquee's kit's loop
/// (`TerminalSession.run(_:willHandle:)`): events from the driver go to
/// Presentation's coordinator, and each frame it draws goes back to the
/// driver, which writes only the cells that changed. The terminal is
/// restored however the app ends (quit, Ctrl-C, a signal, an error).
public enum TerminalApp {
    /// Opens the full screen (with mouse reporting unless `mouse` is
    /// `false`), runs the app `build` makes until it quits, and restores the terminal.
    ///
    /// - Throws: ``TerminalError`` when standard input or output is not a
    ///   terminal, or the terminal cannot be written.
    public static func run(
        mouse: Bool = true, _ build: @escaping @MainActor @Sendable (ColorCapability) -> ScreenApp
    ) async throws {
        try await TerminalSession.run(mouse: mouse) { session in
            try await show(build, on: session)
        }
    }

    /// Runs the app `build` makes on `session`.
    @MainActor
    private static func show(
        _ build: @MainActor @Sendable (ColorCapability) -> ScreenApp, on session: TerminalSession
    ) async throws {
        try await session.run(build(session.capability))
    }
}
