@@include-if terminal
import SkeletonTerminal
public import SkeletonTerminalModel
public import SkeletonPresentation

/// Runs the full-screen app on the terminal: events from the driver
/// go to Presentation's coordinator, and each frame it draws goes back to
/// the driver, which writes only the cells that changed. The terminal is
/// restored however the app ends (quit, Ctrl-C, a signal, an error).
public enum TerminalApp {
    /// What reaches the loop: a terminal event, or word that an answer arrived.
    private enum Input: Sendable {
        case event(TerminalEvent)
        case changed
    }

    /// Opens the full screen (with mouse reporting unless `mouse` is
    /// `false`), runs the app `build` makes until it quits, and restores the terminal.
    ///
    /// - Throws: ``TerminalError`` when standard input or output is not a
    ///   terminal, or the terminal cannot be written.
    public static func run(
        mouse: Bool = true, _ build: @escaping @MainActor @Sendable (ColorCapability) -> ScreenApp
    ) async throws {
        try await TerminalSession.run(mouse: mouse) { session in
            try await loop(session, build: build)
        }
    }

    @MainActor
    private static func loop(
        _ session: TerminalSession, build: @MainActor @Sendable (ColorCapability) -> ScreenApp
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
                if case let .resize(newSize) = event { size = newSize }
                app.handle(event)
                if app.isFinished { return }
            }
            try session.screen.draw(app.render(columns: size.columns, rows: size.rows))
        }
    }
}
