public import MarqueeTerminalModel
public import MarqueeTerminalUI

/// What reaches an application's loop: a terminal event, or word that the
/// application changed on its own.
private enum LoopInput: Sendable {
    case event(TerminalEvent)
    case changed
}

extension TerminalSession {
    /// Runs `application` on this session until it quits or input ends: each
    /// event goes to it (a resize first, with the terminal's size), and each
    /// frame it renders is drawn, after every event and whenever it says it
    /// changed; only the cells that changed are written.
    ///
    /// ```swift
    /// try await TerminalSession.run(mouse: true) { session in
    ///     try await session.run(makeApp(session.capability))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - application: what is shown.
    ///   - willHandle: called with each event before the application gets it
    ///     (a crash drill in tests); nil in use.
    /// - Throws: ``TerminalError`` when a frame cannot be written.
    @MainActor
    public func run(
        _ application: some TerminalApplication, willHandle: (@MainActor (TerminalEvent) -> Void)? = nil
    ) async throws {
        var size = self.size
        application.handle(.resize(size))
        try screen.draw(application.render(columns: size.columns, rows: size.rows))
        let events = self.events
        let changes = application.changes
        let inputs = AsyncStream<LoopInput> { continuation in
            let reading = Task {
                for await event in events { continuation.yield(.event(event)) }
                continuation.finish()
            }
            let watching = Task {
                for await _ in changes { continuation.yield(.changed) }
            }
            continuation.onTermination = { _ in
                reading.cancel()
                watching.cancel()
            }
        }
        for await input in inputs {
            if case let .event(event) = input {
                willHandle?(event)
                if case let .resize(newSize) = event { size = newSize }
                application.handle(event)
                if application.isFinished { return }
            }
            try screen.draw(application.render(columns: size.columns, rows: size.rows))
        }
    }
}
