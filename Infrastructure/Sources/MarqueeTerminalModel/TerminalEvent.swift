/// Something that happened on the terminal: a key, a paste, a new size, the mouse.
public enum TerminalEvent: Sendable, Hashable {
    /// A key press.
    case key(TerminalKey)
    /// Text pasted while bracketed paste is on, delivered whole (not as keys).
    /// It is the raw text: it may hold newlines or control characters.
    case paste(String)
    /// Characters that arrived in one read of the terminal, faster than anyone
    /// types: a paste from a terminal without bracketed paste, or keys a
    /// program sent at once. The text holds at least two typed characters and,
    /// between them, a line feed for each Enter (an Enter before the first
    /// character or after the last stays a key of its own). A focused text
    /// field takes it as text; anywhere else it is the keys it was made of
    /// (``burstKeys(_:)``).
    case burst(String)
    /// The terminal's new size, after SIGWINCH.
    case resize(TerminalSize)
    /// A click, a release, a drag or the wheel, when mouse reporting is on.
    case mouse(MouseEvent)
    /// Bytes that form no known key or sequence; safe to ignore.
    case unknown([UInt8])
}

extension TerminalEvent {
    /// The keys a ``burst(_:)`` was made of, in order: a line feed is Enter,
    /// every other character itself.
    public static func burstKeys(_ text: String) -> [TerminalKey] {
        text.map { $0 == "\n" ? .enter : .character($0) }
    }
}
