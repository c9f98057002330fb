/// A foreground or background colour as a screen asks for it; the renderer
/// downgrades it to what the terminal can show (`downgraded(to:)`).
public enum TerminalColor: Sendable, Hashable {
    /// The terminal's own default colour.
    case `default`
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of xterm's 256 colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}
