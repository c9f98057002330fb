public import MarqueeTerminal
public import MarqueeTerminalModel
public import MarqueePresentation

/// Runs the interactive box office on the terminal: keys from the driver go
/// to Presentation's coordinator, and each frame it renders goes back to the
/// driver, which writes only the cells that changed. The terminal is restored
/// however the app ends (quit, Ctrl-C, SIGTERM, SIGHUP or an error).
public enum InteractiveTerminal {
    /// What reaches the loop: a terminal event, or word that an answer arrived.
    private enum Input: Sendable {
        case event(TerminalEvent)
        case changed
    }

    /// Opens the full screen, runs the app `build` makes until it quits, and
    /// restores the terminal.
    ///
    /// - Throws: ``TerminalError`` when standard input or output is not a
    ///   terminal, or the terminal cannot be written.
    public static func run(_ build: @escaping @MainActor @Sendable (ColorDepth) -> BoxOfficeApp) async throws {
        try await TerminalSession.run { session in
            try await loop(session, build: build)
        }
    }

    @MainActor
    private static func loop(
        _ session: TerminalSession, build: @MainActor @Sendable (ColorDepth) -> BoxOfficeApp
    ) async throws {
        let app = build(session.capability.screenDepth)
        var size = session.size
        try session.screen.draw(app.render(columns: size.columns, rows: size.rows).terminalGrid)
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
                guard let key = event.screenKey else { continue }
                await app.handle(key)
                if app.isFinished { return }
            }
            try session.screen.draw(app.render(columns: size.columns, rows: size.rows).terminalGrid)
        }
    }
}
