/// Something that happened on the terminal: a key, a paste, a new size.
public enum TerminalEvent: Sendable, Hashable {
    /// A key press.
    case key(TerminalKey)
    /// Text pasted while bracketed paste is on, delivered whole (not as keys).
    /// It is the raw text: it may hold newlines or control characters.
    case paste(String)
    /// The terminal's new size, after SIGWINCH.
    case resize(TerminalSize)
    /// Bytes that form no known key or sequence; safe to ignore.
    case unknown([UInt8])
}
