public import MarqueeTerminalModel

/// A full-screen application as a terminal session runs it (`MarqueeTerminal`'s
/// `TerminalSession.run(_:willHandle:)`): events go in, frames come out, and
/// the loop redraws when ``changes`` yields and stops when ``isFinished``.
///
/// Presentation's coordinator conforms; the composition root hands it to the
/// session. The loop is the kit's, so an app made from Marquee writes none.
@MainActor
public protocol TerminalApplication: AnyObject {
    /// Turns a key, a paste, a click or a resize into a change of state.
    /// Bytes that arrive together (fast typing, a paste without bracketed
    /// paste) come as one `.burst`: take its characters as keys until a
    /// text field has focus, then as text, as Marquee's `ScreenApp` does.
    func handle(_ event: TerminalEvent)
    /// The frame for the state as it is now, `columns` × `rows`.
    func render(columns: Int, rows: Int) -> TerminalGrid
    /// Whether the application has quit: the loop returns.
    var isFinished: Bool { get }
    /// Yields when the state changed without an event (an answer arrived), so
    /// the loop redraws; finishes when the application quits.
    var changes: AsyncStream<Void> { get }
}
